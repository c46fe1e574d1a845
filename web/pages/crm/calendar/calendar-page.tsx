// /crm/calendar-leads: the follow-ups of leads (lead-activities) on a calendar with month, week,
// day and agenda views. Drag or resize to reschedule, click an event to edit it, pick a slot to
// create one there. Admins filter by owner; a commercial user sees their own (the API's scope).
// Below, the user's private iCalendar feed for Google Calendar or Outlook.
import { useRef, useState } from "react";
import { useCan } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button, Grid } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useOwnership } from "../../../components/use-ownership";
import { localToday } from "../../../../resources/kit/overdue";
import { ActivityModal } from "./activity-modal";
import { formValues, newFormValues, type ActivityFormValues } from "./activity-form";
import { DEFAULT_DURATION, type SlotPrefill } from "./calendar-events";
import { CalendarFiltersBar } from "./calendar-filters";
import type { Activity, CalendarView as ViewName } from "./calendar-types";
import { CalendarView, type CalendarHandle } from "./calendar-view";
import { FeedCard } from "./feed-card";
import { useCalendarFilters } from "./use-calendar-filters";
import { useLiveRefetch } from "./use-live-refetch";

/** Below antd's `md` breakpoint. */
const PHONE_QUERY = "(max-width: 767.98px)";

interface Dialog {
  activity?: Activity;
  initialValues: ActivityFormValues;
}

/** The next full hour: where "New activity" starts when no slot was picked. */
function nextHour(): SlotPrefill {
  const due = new Date();
  due.setHours(due.getHours() + 1, 0, 0, 0);
  return { due_at: due, duration_minutes: DEFAULT_DURATION };
}

export function LeadsCalendarPage() {
  const { t } = useTranslation();
  const compact = Grid.useBreakpoint().md === false;
  const { userId, isAdmin } = useOwnership();
  const { filters, view, date, setFilter, setPlace } = useCalendarFilters();
  const canCreate = useCan({ resource: "lead-activities", action: "create" }).data?.can ?? false;
  const canEdit = useCan({ resource: "lead-activities", action: "edit" }).data?.can ?? false;
  const handle = useRef<CalendarHandle>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The view a phone opens on: a week grid is too narrow there. Read from the window: antd's
  // breakpoints are not known yet on the first render.
  const [defaultView] = useState<ViewName>(() =>
    window.matchMedia(PHONE_QUERY).matches ? "listWeek" : "timeGridWeek",
  );
  const noteSave = useLiveRefetch(handle);

  const create = (prefill: SlotPrefill) =>
    setDialog({ initialValues: newFormValues(prefill, filters.owner_id ?? userId ?? null, filters.type) });
  const closed = (id: number) => {
    noteSave(id);
    setDialog(null);
    handle.current?.refetch();
  };

  // Today's week (month, day) needs no date in the URL, nor the default view a view.
  const place = (next: ViewName, start: Date, end: Date) => {
    const now = Date.now();
    const holdsToday = start.getTime() <= now && now < end.getTime();
    setPlace(next === defaultView ? null : next, holdsToday ? null : localToday(start));
  };

  return (
    <List
      title={t("calendar:title")}
      headerButtons={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create(nextHour())} data-testid="calendar-new">
            {t("calendar:newActivity")}
          </Button>
        ) : null
      }
    >
      <CalendarFiltersBar filters={filters} showOwner={isAdmin} onChange={setFilter} />
      <CalendarView
        handle={handle}
        filters={filters}
        initialView={view ?? defaultView}
        initialDate={date}
        compact={compact}
        canCreate={canCreate}
        canEdit={canEdit}
        onPlace={place}
        onOpen={(activity) => setDialog({ activity, initialValues: formValues(activity) })}
        onSlot={create}
        onSaved={noteSave}
      />
      <FeedCard />
      {dialog && (
        <ActivityModal
          key={dialog.activity?.id ?? "new"}
          activity={dialog.activity}
          initialValues={dialog.initialValues}
          isAdmin={isAdmin}
          onClose={() => setDialog(null)}
          onSaved={(activity) => closed(activity.id)}
          onDeleted={closed}
        />
      )}
    </List>
  );
}
