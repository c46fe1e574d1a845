// The course as staff work it: header, occupancy beside the weekly schedule, the roster with its
// actions and exports, the waitlist, and the withdrawn registrations folded away. The roster is
// read again on every live change of a registration, so two desks see the same seats.
import { useState } from "react";
import { Col, Row, Space } from "antd";
import { PresenceAvatars } from "../../../components/live/presence-avatars";
import type { CourseRecord, RegistrationRecord } from "../education-records";
import { WithdrawModal } from "../withdraw-modal";
import { CourseHeader } from "./course-header";
import { OccupancyCard } from "./occupancy-card";
import { RegisterStudent } from "./register-student";
import { RosterCard } from "./roster-card";
import { RosterExport } from "./roster-export";
import { ScheduleCard } from "./schedule-card";
import { useRoster } from "./use-roster";
import { WaitlistCard } from "./waitlist-card";
import { WithdrawnCard } from "./withdrawn-card";

interface StaffCoursePageProps {
  course: CourseRecord;
  /** Confirms, withdraws, completes and registers (staff who manage registrations). */
  manage: boolean;
}

export function StaffCoursePage({ course, manage }: StaffCoursePageProps) {
  const roster = useRoster(course.id);
  const [withdrawing, setWithdrawing] = useState<RegistrationRecord | null>(null);
  const reload = async () => (await roster.refetch()).data;
  const refresh = () => void roster.refetch();
  const loading = roster.isLoading;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="course-page">
      <CourseHeader course={course} presence={<PresenceAvatars resource="courses" id={course.id} />} />
      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} lg={9}>
          <OccupancyCard occupancy={roster.data?.occupancy} />
        </Col>
        <Col xs={24} lg={15}>
          <ScheduleCard courseId={course.id} />
        </Col>
      </Row>
      <RosterCard
        rows={roster.data?.seated}
        loading={loading}
        manage={manage}
        onWithdraw={setWithdrawing}
        onChanged={refresh}
        extra={
          <Space wrap size={8}>
            {manage && <RegisterStudent course={course} reload={reload} />}
            <RosterExport course={course} />
          </Space>
        }
      />
      <WaitlistCard rows={roster.data?.waitlist} loading={loading} manage={manage} onWithdraw={setWithdrawing} />
      <WithdrawnCard withdrawn={roster.data?.withdrawn} completed={roster.data?.completed} />
      <WithdrawModal registration={withdrawing} onClose={() => setWithdrawing(null)} onWithdrawn={refresh} />
    </Space>
  );
}
