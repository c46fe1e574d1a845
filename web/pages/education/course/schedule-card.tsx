// "Horario semanal": the course's weekly classes (day, start–end, room), added, edited and
// deleted here by those who may (admins); others read them.
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { ChildRecords } from "../../../components/child-records/child-records";

export function ScheduleCard({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t("education:schedule.title")} size="small" data-testid="course-schedule" style={{ height: "100%" }}>
      <ChildRecords
        resource="course-sessions"
        parentField="course_id"
        parentId={courseId}
        columns={["weekday", "start_time", "end_time", "room"]}
      />
    </Card>
  );
}
