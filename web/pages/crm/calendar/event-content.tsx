// What an event shows: its type's icon, its time (outside the agenda, which has a time column),
// its subject and lead; an overdue one leads with a warning icon and, in the agenda, a red tag.
import type { EventContentArg } from "@fullcalendar/core";
import { Tag } from "antd";
import { ExclamationCircleFilled } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { EventProps } from "./calendar-events";
import { TypeIcon } from "./type-icon";

export function EventContent({ arg }: { arg: EventContentArg }) {
  const { t } = useTranslation();
  const { activity, state } = arg.event.extendedProps as Partial<EventProps>;
  // The mirror of a slot being picked is no activity: only its time.
  if (!activity) return <div className="activity-event-content">{arg.timeText}</div>;
  const agenda = arg.view.type.startsWith("list");
  return (
    <div className="activity-event-content">
      {state === "overdue" && (
        <ExclamationCircleFilled
          className="activity-overdue-icon"
          aria-label={t("calendar:overdue")}
          data-testid="activity-overdue-icon"
        />
      )}
      <TypeIcon type={activity.type} />
      {!agenda && arg.timeText && <span className="activity-time">{arg.timeText}</span>}
      <span className="activity-title">{arg.event.title}</span>
      {activity.lead_name && <span className="activity-lead">{activity.lead_name}</span>}
      {agenda && state === "overdue" && (
        <Tag color="red" bordered={false}>
          {t("calendar:overdue")}
        </Tag>
      )}
      {agenda && state === "done" && <Tag bordered={false}>{t("calendar:done")}</Tag>}
    </div>
  );
}
