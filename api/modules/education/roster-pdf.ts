import PDFDocument from "pdfkit";
import type { TFunction } from "i18next";
import type { Language } from "../../i18n.js";
import { COLOR, CONTENT_WIDTH, LEFT, MARGIN, BOTTOM, PAGE_HEIGHT, rule, write } from "../billing/pdf/page-frame.js";
import { pdfFormat } from "../billing/pdf/pdf-format.js";
import { drawRow, fitColumns, rowHeight, type Column } from "../billing/pdf/table-row.js";
import { isoDate, type Roster } from "./roster-data.js";
import { scheduleText } from "./schedule-text.js";

// The roster as a PDF (A4, in the embedded fonts invoices use): the course, its dates,
// schedule and teacher, then the seated students with their client and birth date, then the
// waitlist with positions. Rows never break across pages; a table's header repeats on a new one.
export async function renderRosterPdf(roster: Roster, t: TFunction, language: Language): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 20 },
    bufferPages: true,
    info: { Title: `${t("education-api:roster.title")} · ${roster.course.name}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const format = pdfFormat(language, "EUR");
  const date = (value: unknown) => {
    const iso = isoDate(value);
    return iso ? format.date(iso) : "";
  };
  const field = (name: string) => t(`resources:course-registrations.fields.${name}`);

  let y = write(doc, t("education-api:roster.title"), LEFT, MARGIN, {
    width: CONTENT_WIDTH,
    size: 9,
    color: COLOR.muted,
  });
  y = write(doc, roster.course.name, LEFT, y + 2, { width: CONTENT_WIDTH, size: 16, bold: true });
  const { course, occupancy } = roster;
  const facts: [string, string][] = [
    [
      t("education-api:roster.dates"),
      [date(course.start_date), date(course.end_date)].filter(Boolean).join(" – ") || "—",
    ],
    [t("education-api:roster.schedule"), scheduleText(t, course.sessions) || "—"],
    [t("education-api:roster.teacher"), course.teacher_name ?? "—"],
    [
      t("education-api:roster.occupancy"),
      t("education-api:roster.occupancyText", {
        seated: occupancy.pending + occupancy.confirmed,
        seats: occupancy.seats,
        waitlisted: occupancy.waitlisted,
      }),
    ],
  ];
  y += 8;
  for (const [label, value] of facts) {
    const labelBottom = write(doc, label, LEFT, y, { width: 90, bold: true });
    y = Math.max(labelBottom, write(doc, value, LEFT + 95, y, { width: CONTENT_WIDTH - 95 })) + 3;
  }

  const section = (title: string, columns: Column[], header: string[], rows: string[][]) => {
    const cols = fitColumns(columns);
    const head = { size: 8.5, bold: true, band: COLOR.band };
    const body = { size: 9 };
    if (y + 60 > BOTTOM) y = newPage();
    y = write(doc, title, LEFT, y + 14, { width: CONTENT_WIDTH, size: 11, bold: true }) + 4;
    y = drawRow(doc, cols, header, y, head);
    if (!rows.length)
      y = write(doc, t("education-api:roster.none"), LEFT + 4, y + 4, { width: CONTENT_WIDTH, color: COLOR.muted });
    for (const cells of rows) {
      if (y + rowHeight(doc, cols, cells, body) > BOTTOM) y = drawRow(doc, cols, header, newPage(), head);
      y = drawRow(doc, cols, cells, y, body);
      rule(doc, y);
    }
  };
  const newPage = () => {
    doc.addPage();
    const top = write(doc, `${t("education-api:roster.title")} · ${course.name}`, LEFT, MARGIN, {
      width: CONTENT_WIDTH,
      size: 8,
      color: COLOR.muted,
    });
    rule(doc, top + 3);
    return top + 12;
  };

  section(
    t("education-api:roster.seated"),
    [
      { width: 26, align: "right" },
      { width: 0, align: "left" },
      { width: 108, align: "left" },
      { width: 136, align: "left" },
      { width: 80, align: "left" },
    ],
    ["#", field("student_name"), field("student_birth_date"), field("client_name"), field("status")],
    roster.seated.map((r, i) => [
      String(i + 1),
      String(r.student_name),
      date(r.student_birth_date),
      String(r.client_name ?? ""),
      t(`resources:course-registrations.options.status.${String(r.status)}`),
    ]),
  );
  section(
    t("education-api:roster.waitlist"),
    [
      { width: 50, align: "right" },
      { width: 0, align: "left" },
      { width: 108, align: "left" },
      { width: 136, align: "left" },
    ],
    [t("education-api:roster.position"), field("student_name"), field("student_birth_date"), field("client_name")],
    roster.waitlist.map((r) => [
      String(r.position),
      String(r.student_name),
      date(r.student_birth_date),
      String(r.client_name ?? ""),
    ]),
  );

  const { start, count } = doc.bufferedPageRange();
  const generated = t("education-api:roster.generated", { date: format.date(new Date().toISOString().slice(0, 10)) });
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.font("Helvetica").fontSize(7.5).fillColor(COLOR.muted);
    doc.text(generated, LEFT, PAGE_HEIGHT - 40, { width: CONTENT_WIDTH - 120, lineBreak: false });
    doc.text(
      t("education-api:roster.page", { page: i - start + 1, pages: count }),
      LEFT + CONTENT_WIDTH - 120,
      PAGE_HEIGHT - 40,
      { width: 120, align: "right", lineBreak: false },
    );
  }
  doc.end();
  return done;
}
