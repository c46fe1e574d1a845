// One course of the catalogue as a card: its picture, name, level, weekly classes, dates, prices,
// and how many seats are left (or that a new registration goes to the waitlist).
import { Button, Card, Grid, Space, Tag, Typography } from "antd";
import { CalendarOutlined, ClockCircleOutlined, UserAddOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReferenceLabel } from "../../../resource-pages/reference-label";
import { formatMoney } from "../../../resource-pages/money";
import { CourseImage } from "../course-image";
import type { CatalogueCourse } from "../education-records";
import { coursePath } from "../education-paths";
import { sessionText, sortedSessions } from "../schedule-text";

interface CatalogueCardProps {
  course: CatalogueCourse;
  onRegister(course: CatalogueCourse): void;
}

export function CatalogueCard({ course, onRegister }: CatalogueCardProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) => (value ? dayjs(value).locale(i18n.language).format("L") : "…");
  const full = course.free_seats <= 0;
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Card
      data-testid="catalogue-course"
      data-course={course.name}
      cover={<CourseImage path={course.image} alt={course.name} height={phone ? 96 : 140} cover />}
      style={{ height: "100%", display: "flex", flexDirection: "column" }}
      styles={{ body: { flex: 1, display: "flex", flexDirection: "column", gap: 8, padding: 16 } }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: 8 }}>
        <Typography.Title level={5} style={{ margin: 0, overflowWrap: "anywhere" }}>
          <Link to={coursePath(course.id)}>{course.name}</Link>
        </Typography.Title>
        {full ? (
          <Tag color="orange" data-testid="catalogue-seats" style={{ marginInlineEnd: 0 }}>
            {t("education:catalogue.waitlist")}
          </Tag>
        ) : (
          <Tag color="green" data-testid="catalogue-seats" style={{ marginInlineEnd: 0 }}>
            {t("education:catalogue.freeSeats", { count: course.free_seats })}
          </Tag>
        )}
      </div>
      {course.academic_level_id && (
        <Typography.Text type="secondary">
          <ReferenceLabel resource="academic-levels" id={course.academic_level_id} />
        </Typography.Text>
      )}
      <Space direction="vertical" size={2}>
        {sortedSessions(course.sessions ?? []).map((session, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a course's sessions: read-only text, in a fixed order
          <Typography.Text key={index} style={{ fontSize: 13 }}>
            <ClockCircleOutlined style={{ marginInlineEnd: 6 }} />
            {sessionText(session, t)}
          </Typography.Text>
        ))}
        {(course.start_date || course.end_date) && (
          <Typography.Text style={{ fontSize: 13 }}>
            <CalendarOutlined style={{ marginInlineEnd: 6 }} />
            {`${date(course.start_date)} – ${date(course.end_date)}`}
          </Typography.Text>
        )}
      </Space>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "2px 16px", marginTop: "auto" }}>
        <Typography.Text data-testid="catalogue-monthly">
          {t("education:catalogue.monthly", { amount: formatMoney(course.monthly_price ?? 0, i18n.language) })}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="catalogue-fee">
          {t("education:catalogue.fee", { amount: formatMoney(course.enrollment_fee ?? 0, i18n.language) })}
        </Typography.Text>
      </div>
      <Button
        type={full ? "default" : "primary"}
        icon={<UserAddOutlined />}
        block
        onClick={() => onRegister(course)}
        data-testid="catalogue-register"
      >
        {full ? t("education:catalogue.joinWaitlist") : t("education:catalogue.register")}
      </Button>
    </Card>
  );
}
