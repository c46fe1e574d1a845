import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDUCATION_GROUND, EXEMPTION_GROUNDS } from "../../../resources/billing/exemption-grounds.js";
import { createDraft, get, issued, line, send } from "../../fixtures/billing.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { pdfText } from "../../fixtures/pdf-reader.js";
import { openTuition, runMonth, type Tuition } from "../education/tuition-fixture.js";

// An exempt line states the precise legal ground of its exemption (RD 1619/2012, art. 6.1.j):
// chosen from the declared list, printed on the PDF as "Exenta art. 20.Uno.9º LIVA" in the
// invoice's language, and carried into the VeriFactu record as its OperacionExenta code.
describe.each(DATABASE_KINDS)("exemption grounds on %s", (kind) => {
  let t: Tuition;
  beforeAll(async () => {
    t = await openTuition(kind);
  });
  afterAll(async () => {
    await t?.test.close();
  });

  const exempt = (ground: string, overrides: Record<string, unknown> = {}) =>
    line({
      description: `Exenta por ${ground}`,
      unit_price: 1000,
      vat_rate: null,
      exemption_ground: ground,
      ...overrides,
    });
  const squash = (text: string) => text.replace(/\s+/g, " ");

  it.each(["es", "en"])("prints every ground's article and reports its code, in %s", async (language) => {
    const invoice = await issued(t, { language, lines: EXEMPTION_GROUNDS.map((g) => exempt(g.key)) });
    expect(invoice.lines.map((l: any) => [l.exemption_ground, l.exemption])).toEqual(
      EXEMPTION_GROUNDS.map((g) => [g.key, g.code]),
    );
    const text = squash(await pdfText((await get(t.admin, `/api/invoices/${invoice.id}/pdf`)).body));
    for (const ground of EXEMPTION_GROUNDS) {
      const words = ground.article
        ? language === "es"
          ? `Exenta art. ${ground.article} LIVA`
          : `Exempt under art. ${ground.article} LIVA`
        : language === "es"
          ? "Exenta (otra causa de exención)"
          : "Exempt (other ground of exemption)";
      expect(text, ground.key).toContain(words);
    }
    expect(text).not.toMatch(/Exenta art\. 20 LIVA|Exempt under art\. 20 LIVA/);
    const record = (await get(t.admin, `/api/invoices/${invoice.id}/record`)).body;
    // One breakdown row per ground, each with its code; exports are their own regime.
    expect(record.breakdown).toEqual(
      EXEMPTION_GROUNDS.map((g) => ({
        Impuesto: "01",
        ClaveRegimen: g.code === "E2" ? "02" : "01",
        OperacionExenta: g.code,
        BaseImponibleOimporteNoSujeto: "10.00",
      })),
    );
  });

  it("asks an exempt line for its ground, takes the code from it, and clears both on a taxed line", async () => {
    const missing = await send(t.admin, "POST", "/api/invoices", {
      kind: "F1",
      series_id: t.series.F,
      client_id: t.client.clientId,
      issue_date: "2026-03-01",
      lines: [line(), line({ vat_rate: null, exemption: "E1" })],
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["lines.1.exemption_ground"]);
    const draft = await createDraft(t, {
      lines: [
        exempt("art20_1_3", { exemption: "E5" }),
        line({ vat_rate: 21, exemption_ground: "art20_1_9", exemption: "E1" }),
      ],
    });
    expect(draft.lines.map((l: any) => [l.exemption_ground, l.exemption])).toEqual([
      ["art20_1_3", "E1"],
      [null, null],
    ]);
    const patched = await send(t.admin, "PATCH", `/api/invoices/${draft.id}`, {
      lines: [exempt("art25_1", { id: draft.lines[0].id })],
    });
    expect(patched.body.lines[0]).toMatchObject({ exemption_ground: "art25_1", exemption: "E5" });
  });

  it("issues no exempt line without its ground", async () => {
    const draft = await createDraft(t, { lines: [exempt("art20_1_9")] });
    await t.db
      .updateTable("invoice_lines")
      .set({ exemption_ground: null })
      .where("invoice_id", "=", draft.id)
      .execute();
    const res = await send(t.admin, "POST", `/api/invoices/${draft.id}/issue`, {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty("lines");
  });

  it("takes a course's ground into its tuition lines, education unless the course says otherwise", async () => {
    const school = await t.course({ monthly_price: 5000 });
    expect(school.exemption_ground).toBe(EDUCATION_GROUND);
    const tutoring = await t.course({ monthly_price: 3000, exemption_ground: "art20_1_10" });
    const clientId = await t.newClient();
    await t.register(clientId, school.id);
    await t.register(clientId, tutoring.id);
    const run = (await runMonth(t, "2026-07")).body.run;
    const invoice = await t.db
      .selectFrom("invoices")
      .select("id")
      .where("tuition_run_id", "=", run.id)
      .where("client_id", "=", clientId)
      .executeTakeFirstOrThrow();
    const lines = await t.db
      .selectFrom("invoice_lines")
      .select(["unit_price", "exemption_ground", "exemption"])
      .where("invoice_id", "=", invoice.id)
      .orderBy("unit_price")
      .execute();
    expect(lines.map((l) => [Number(l.unit_price), l.exemption_ground, l.exemption])).toEqual([
      [3000, "art20_1_10", "E1"],
      [5000, "art20_1_9", "E1"],
    ]);
    expect(
      (await send(t.admin, "POST", "/api/courses", { name: "Curso mal", seats: 5, exemption_ground: "art99" })).status,
    ).toBe(422);
  });

  it(
    "carries the ground into a rectification, and a " + "ground-less line of an older invoice as its code's default",
    async () => {
      const original = await issued(t, { lines: [exempt("art20_1_14")] });
      const rectifying = await send(t.admin, "POST", `/api/invoices/${original.id}/rectify`, {
        kind: "R1",
        method: "substitution",
        reason: "Precio",
      });
      expect(rectifying.body.lines[0]).toMatchObject({ exemption_ground: "art20_1_14", exemption: "E1" });
    },
  );
});
