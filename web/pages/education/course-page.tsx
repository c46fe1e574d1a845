// /courses/show/:id — a course's own page. Staff (who manage registrations) see its occupancy,
// schedule, roster and waitlist. A client reads the course and its schedule only, since the
// roster (other families' children) is not theirs (its endpoint answers them 403); they register
// from "Mis cursos", which the header links to.
import { useCan, useOne } from "@refinedev/core";
import { Button, Result, Space, Spin } from "antd";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { coursesPath } from "./education-paths";
import type { CourseRecord } from "./education-records";
import { CourseHeader } from "./course/course-header";
import { ScheduleCard } from "./course/schedule-card";
import { StaffCoursePage } from "./course/staff-course-page";

const spinner = <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;

export function CoursePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const manage = useCan({ resource: "course-registrations", action: "edit" });
  const { result: course, query } = useOne<CourseRecord>({
    resource: "courses",
    id: courseId,
    queryOptions: { enabled: valid, retry: false },
    // The HTTP client already toasts a failed request.
    errorNotification: false,
  });
  if (manage.isLoading || (valid && query.isLoading)) return spinner;
  if (!valid || query.isError || !course) {
    return (
      <Result
        status="404"
        title={t("education:course.notFound")}
        data-testid="course-not-found"
        extra={
          <Link to={coursesPath()}>
            <Button type="primary">{t("education:course.backToList")}</Button>
          </Link>
        }
      />
    );
  }
  if (manage.data?.can) return <StaffCoursePage course={course} manage />;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="course-page">
      <CourseHeader course={course} />
      <ScheduleCard courseId={course.id} />
    </Space>
  );
}
