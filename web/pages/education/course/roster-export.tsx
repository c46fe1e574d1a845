// "Exportar CSV" and "Exportar PDF": the seated students and then the waitlist, in the reader's
// language. The files are for signed-in staff, so they come through the HTTP client (with the
// session) and are saved from the fetched blob.
import { useState } from "react";
import { Button } from "antd";
import { FilePdfOutlined, FileTextOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { downloadRoster } from "../education-api";
import type { CourseRecord } from "../education-records";

/** A file name from the course's code (or name): letters, digits and dashes only. */
export function rosterFileName(
  course: Pick<CourseRecord, "code" | "name">,
  prefix: string,
  format: "csv" | "pdf",
): string {
  const slug = (course.code || course.name)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  return `${prefix}-${slug || "course"}.${format}`;
}

export function RosterExport({ course }: { course: CourseRecord }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<"csv" | "pdf" | null>(null);
  const download = async (format: "csv" | "pdf") => {
    setBusy(format);
    try {
      await downloadRoster(course.id, format, rosterFileName(course, t("education:export.filePrefix"), format));
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        size="small"
        icon={<FileTextOutlined />}
        loading={busy === "csv"}
        onClick={() => void download("csv")}
        data-testid="roster-csv"
      >
        {t("education:export.csv")}
      </Button>
      <Button
        size="small"
        icon={<FilePdfOutlined />}
        loading={busy === "pdf"}
        onClick={() => void download("pdf")}
        data-testid="roster-pdf"
      >
        {t("education:export.pdf")}
      </Button>
    </>
  );
}
