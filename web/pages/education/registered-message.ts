// What a person is told once a registration is made: the server chose its status (a seat, or the
// waitlist when none was left), so the message says which, with the place in the queue.
import type { TFunction } from "i18next";
import type { RegistrationRecord } from "./education-records";

export function registeredMessage(
  registration: RegistrationRecord,
  position: number | undefined,
  t: TFunction,
): string {
  const student = registration.student_name;
  if (registration.status === "waitlisted") {
    return position
      ? t("education:register.waitlisted", { student, position })
      : t("education:register.waitlistedNoPosition", { student });
  }
  if (registration.status === "pending") return t("education:register.pending", { student });
  return t("education:register.confirmed", { student });
}
