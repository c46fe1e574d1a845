// Runs one registration action at a time (confirm, complete) and tells the outcome; the roster
// is then read again. The HTTP client toasts a refusal (409: its status changed meanwhile).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { completeRegistration, confirmRegistration } from "../education-api";
import type { RegistrationRecord } from "../education-records";
import { announceSideRows } from "../../../resource-pages/announce-side-rows";
import { courseRegistrations } from "../../../../resources/education/course-registrations";

const REGISTRATIONS = courseRegistrations;

export type RegistrationAction = "confirm" | "complete";

const CALLS = { confirm: confirmRegistration, complete: completeRegistration };

export function useRegistrationAction(onDone: () => void) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (action: RegistrationAction, registration: RegistrationRecord) => {
    if (busy) return;
    setBusy(`${action}-${registration.id}`);
    try {
      const answer = await CALLS[action](registration.id);
      toast({ type: "success", message: t(`education:actions.${action}Done`, { student: registration.student_name }) });
      // Confirming drafts the enrolment fee's invoice: said, with a link to it.
      void announceSideRows(REGISTRATIONS, answer, t, i18n.language, registration);
      onDone();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(null);
    }
  };
  return { run, busyOn: (action: RegistrationAction, id: number) => busy === `${action}-${id}` };
}
