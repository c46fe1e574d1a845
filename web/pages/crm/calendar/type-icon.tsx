// One icon per activity type, the same on the calendar and in the form.
import { CheckSquareOutlined, MailOutlined, PhoneOutlined, TeamOutlined } from "@ant-design/icons";
import type { ActivityType } from "./calendar-types";

const ICONS = { call: PhoneOutlined, meeting: TeamOutlined, email: MailOutlined, task: CheckSquareOutlined } as const;

export function TypeIcon({ type }: { type: ActivityType }) {
  const Icon = ICONS[type] ?? CheckSquareOutlined;
  return <Icon aria-hidden />;
}
