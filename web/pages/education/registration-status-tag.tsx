// A registration's status as a coloured tag, in the words of the declaration's options, the same
// on the course page, the client's own list and anywhere else a registration shows.
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { RegistrationStatus } from "../../../resources/education/education-options";

const COLORS: Record<RegistrationStatus, string> = {
  pending: "gold",
  confirmed: "green",
  waitlisted: "blue",
  withdrawn: "default",
  completed: "purple",
};

export function RegistrationStatusTag({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="registration-status" data-status={status}>
      {t(`resources:course-registrations.options.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
