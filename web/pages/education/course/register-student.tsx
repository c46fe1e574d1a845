// "Inscribir alumno": staff register a student for any client; the server gives a seat (confirmed,
// since staff register) or the waitlist, and the message says which, with the place in the queue.
import { useState } from "react";
import { Button } from "antd";
import { UserAddOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import type { CourseRecord, RegistrationRecord, Roster } from "../education-records";
import { registeredMessage } from "../registered-message";
import { RegistrationModal } from "../registration-modal";
import { announceSideRows } from "../../../resource-pages/announce-side-rows";
import { courseRegistrations } from "../../../../resources/education/course-registrations";

const REGISTRATIONS = courseRegistrations;

interface RegisterStudentProps {
  course: CourseRecord;
  /** Reads the roster again and answers it: the new registration's waitlist place is there. */
  reload(): Promise<Roster | undefined>;
}

export function RegisterStudent({ course, reload }: RegisterStudentProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const registered = async (registration: RegistrationRecord) => {
    const roster = await reload();
    const index = roster?.waitlist.findIndex((row) => row.id === registration.id) ?? -1;
    const position = index < 0 ? undefined : (roster!.waitlist[index].position ?? index + 1);
    toast({
      type: registration.status === "waitlisted" ? "info" : "success",
      message: registeredMessage(registration, position, t),
    });
    void announceSideRows(REGISTRATIONS, registration, t, i18n.language);
  };
  return (
    <>
      <Button
        size="small"
        type="primary"
        icon={<UserAddOutlined />}
        onClick={() => setOpen(true)}
        data-testid="roster-register"
      >
        {t("education:register.button")}
      </Button>
      <RegistrationModal
        open={open}
        course={course}
        chooseClient
        onClose={() => setOpen(false)}
        onRegistered={registered}
      />
    </>
  );
}
