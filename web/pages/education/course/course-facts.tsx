// What the course is and what it costs: its picture beside code, type, level, teacher, dates,
// modality, the monthly price and enrolment fee, and how VAT treats it.
import type { ReactNode } from "react";
import { Descriptions, Grid, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import { formatMoney } from "../../../resource-pages/money";
import { CourseImage } from "../course-image";
import type { CourseRecord } from "../education-records";

export function CourseFacts({ course }: { course: CourseRecord }) {
  const { t, i18n } = useTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const label = (name: string) => t(`resources:courses.fields.${name}`);
  const date = (value: string | null) => (value ? dayjs(value).locale(i18n.language).format("L") : "…");
  const money = (cents: number | null) => (cents ? formatMoney(cents, i18n.language) : none);
  const option = (name: string, value: string | null) =>
    value ? t(`resources:courses.options.${name}.${value}`, { defaultValue: value }) : none;
  const facts: [string, ReactNode][] = [
    ["code", course.code || none],
    [
      "course_type_id",
      // biome-ignore lint/correctness/useJsxKeyInIterable: a [name, node] pair; its row is keyed by name
      course.course_type_id ? <ReferenceLabel resource="course-types" id={course.course_type_id} /> : none,
    ],
    [
      "academic_level_id",
      // biome-ignore lint/correctness/useJsxKeyInIterable: a [name, node] pair; its row is keyed by name
      course.academic_level_id ? <ReferenceLabel resource="academic-levels" id={course.academic_level_id} /> : none,
    ],
    ["teacher_name", course.teacher_name || none],
    ["dates", course.start_date || course.end_date ? `${date(course.start_date)} – ${date(course.end_date)}` : none],
    ["modality", option("modality", course.modality)],
    ["monthly_price", money(course.monthly_price)],
    ["enrollment_fee", money(course.enrollment_fee)],
    ["vat_treatment", option("vat_treatment", course.vat_treatment)],
  ];
  return (
    <div
      style={{
        display: "flex",
        gap: 16,
        marginTop: 12,
        alignItems: "flex-start",
        flexDirection: phone ? "column" : "row",
      }}
    >
      <CourseImage path={course.image} alt={course.name} height={phone ? 72 : 112} testId="course-image" />
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 }}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="course-facts"
      >
        {facts.map(([name, value]) => (
          <Descriptions.Item key={name} label={name === "dates" ? t("education:course.dates") : label(name)}>
            <span data-testid={`course-${name}`}>{value}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </div>
  );
}
