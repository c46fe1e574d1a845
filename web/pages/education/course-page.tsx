// /courses/show/:id — a course's own page. Staff (who manage registrations) see its occupancy,
// schedule, roster and waitlist; a client reads the generated page of the course only, since the
// roster (other families' children) is not theirs: its endpoint answers them 403. They register
// from "Mis cursos", which the page links to.
import { useCan, useOne } from "@refinedev/core";
import { Button, Result, Spin } from "antd";
import { UserAddOutlined } from "@ant-design/icons";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { getResource } from "../../../resources/registry";
import { ResourceShow } from "../../resource-pages/resource-show";
import { coursesPath, MY_COURSES_PATH } from "./education-paths";
import type { CourseRecord } from "./education-records";
import { StaffCoursePage } from "./course/staff-course-page";

const COURSES = getResource("courses")!;

export function CoursePage() {
  const manage = useCan({ resource: "course-registrations", action: "edit" });
  if (manage.isLoading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  if (!manage.data?.can) return <ResourceShow def={COURSES} extraButtons={() => <RegisterLink />} />;
  return <StaffCourse />;
}

function RegisterLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const may = useCan({ resource: "my-courses", action: "list" }).data?.can;
  if (!may) return null;
  return (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => navigate(MY_COURSES_PATH)} data-testid="course-register-link">
      {t("education:catalogue.register")}
    </Button>
  );
}

function StaffCourse() {
  const { t } = useTranslation();
  const { id } = useParams();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const { result: course, query } = useOne<CourseRecord>({
    resource: "courses",
    id: courseId,
    queryOptions: { enabled: valid, retry: false },
    // The HTTP client already toasts a failed request.
    errorNotification: false,
  });
  if (valid && query.isLoading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
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
  return <StaffCoursePage course={course} manage />;
}
