// The top of a course's page: back to the list, the name with its active and confirmation tags,
// the edit and delete buttons for those who may (or, for a client, the way to register), and the
// course's facts and description.
import type { ReactNode } from "react";
import { useCan } from "@refinedev/core";
import { Button, Tag } from "antd";
import { EditOutlined, UserAddOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { RecordHeader } from "../../../components/record-header";
import { DeleteConfirmButton } from "../../../resource-pages/delete-confirm";
import { rowAllows } from "../../../providers/access-row-permissions";
import { courseEditPath, coursesPath, MY_COURSES_PATH } from "../education-paths";
import type { CourseRecord } from "../education-records";
import { CourseFacts } from "./course-facts";
import { courses } from "../../../../resources/education/courses";

export function CourseHeader({ course, presence }: { course: CourseRecord; presence?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayEdit =
    (useCan({ resource: "courses", action: "edit", params: { id: course.id } }).data?.can ?? false)
    && rowAllows(course, "edit");
  const mayRegister = useCan({ resource: "my-courses", action: "list" }).data?.can ?? false;
  return (
    <RecordHeader
      kind="course"
      back={{ to: coursesPath(), label: t("education:course.back") }}
      name={course.name}
      state={{
        tag: course.active ? (
          <Tag color="green">{t("education:course.active")}</Tag>
        ) : (
          <Tag>{t("education:course.inactive")}</Tag>
        ),
      }}
      tags={course.auto_confirm ? <Tag color="blue">{t("education:course.autoConfirm")}</Tag> : undefined}
      actions={
        <>
          {mayEdit && (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => navigate(courseEditPath(course.id))}
              data-testid="course-edit"
            >
              {t("education:course.edit")}
            </Button>
          )}
          {/* A course with registrations is kept (the API answers that it is in use). */}
          <DeleteConfirmButton def={courses} record={course} onDeleted={() => navigate(coursesPath())} />
          {mayRegister && (
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => navigate(MY_COURSES_PATH)}
              data-testid="course-register-link"
            >
              {t("education:catalogue.register")}
            </Button>
          )}
        </>
      }
      facts={<CourseFacts course={course} />}
      description={course.description}
      figures={null}
      presence={presence}
    />
  );
}
