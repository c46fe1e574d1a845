// FullCalendar over the activities in view. Events come from a function source (each range or
// filter change reads GET /api/lead-activities for it); dragging or resizing an event saves its
// new time with the row's version and puts the event back when the API refuses (the HTTP client
// toasts why). A live reload waits while an event is dragged or saved.
import "./calendar.css";
import { useCallback, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import FullCalendar from "@fullcalendar/react";
import type { DatesSetArg, EventApi, EventDropArg, EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin, { type EventResizeDoneArg } from "@fullcalendar/interaction";
import listPlugin from "@fullcalendar/list";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { loadActivities, patchActivity } from "./calendar-api";
import { reschedulePatch, slotPrefill, toEvent, type EventProps, type SlotPrefill } from "./calendar-events";
import { calendarLanguage, localeOptions } from "./calendar-locale";
import type { Activity, CalendarFilters, CalendarView as ViewName } from "./calendar-types";
import { EventContent } from "./event-content";
import { useCalendarAria } from "./use-calendar-aria";

export interface CalendarHandle {
  /** Reads the events in view again; `quiet`: no toast if it fails (a live reload). */
  refetch: (quiet?: boolean) => void;
  /** An event is being dragged or saved: a reload now would pull it from under the user. */
  busy: () => boolean;
}

interface CalendarViewProps {
  filters: CalendarFilters;
  initialView: ViewName;
  initialDate?: string;
  compact: boolean;
  canCreate: boolean;
  canEdit: boolean;
  /** Where the user looks: the view and the dates it covers, [start, end). */
  onPlace: (view: ViewName, start: Date, end: Date) => void;
  onOpen: (activity: Activity) => void;
  onSlot: (prefill: SlotPrefill) => void;
  /** An activity was rescheduled here. */
  onSaved: (id: number) => void;
  handle?: Ref<CalendarHandle>;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const TOOLBAR = { left: "prev,next today", center: "title", right: "dayGridMonth,timeGridWeek,timeGridDay,listWeek" };
const SAVED_TOAST_KEY = "calendar-rescheduled";

/** The event shows the saved row: its time, version, and whether it is still overdue. */
function applyActivity(event: EventApi, activity: Activity): void {
  const next = toEvent(activity);
  event.setExtendedProp("activity", activity);
  event.setExtendedProp("state", (next.extendedProps as EventProps).state);
  event.setProp("classNames", next.classNames);
  event.setProp("backgroundColor", next.backgroundColor);
  event.setProp("borderColor", next.borderColor);
  event.setProp("textColor", next.textColor);
  event.setDates(next.start as string, next.end as string);
}

export function CalendarView({
  filters,
  initialView,
  initialDate,
  compact,
  canCreate,
  canEdit,
  onPlace,
  onOpen,
  onSlot,
  onSaved,
  handle,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const lang = calendarLanguage(i18n.language);
  const calendar = useRef<FullCalendar>(null);
  const container = useRef<HTMLDivElement>(null);
  useCalendarAria(container);
  const quiet = useRef(false);
  const dragging = useRef(false);
  const saving = useRef(0);
  // The time grids scroll within a fixed height (to 8:00 at first); month and agenda grow instead.
  const [viewName, setViewName] = useState<string>(initialView);
  const timeGrid = viewName.startsWith("timeGrid");

  // A new function only when the filters change: FullCalendar then swaps the source and reads again.
  const events = useCallback(
    (range: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      const silent = quiet.current;
      quiet.current = false;
      loadActivities({ start: range.start, end: range.end }, filters, silent)
        .then((rows) => {
          const now = new Date();
          success(rows.map((row) => toEvent(row, now)));
          if (container.current) container.current.dataset.events = String(rows.length);
        })
        .catch((error: Error) => failure(error));
    },
    [filters],
  );

  useImperativeHandle(
    handle,
    () => ({
      refetch: (isQuiet = false) => {
        quiet.current = isQuiet;
        calendar.current?.getApi().refetchEvents();
      },
      busy: () => dragging.current || saving.current > 0,
    }),
    [],
  );

  const reschedule = async (info: EventDropArg | EventResizeDoneArg) => {
    const { activity } = info.event.extendedProps as EventProps;
    if (!info.event.start) return info.revert();
    saving.current += 1;
    onSaved(activity.id);
    try {
      const saved = await patchActivity(activity.id, reschedulePatch(activity, info.event.start, info.event.end));
      applyActivity(info.event, saved);
      toast({ type: "success", message: t("calendar:rescheduled"), key: SAVED_TOAST_KEY });
    } catch {
      info.revert();
    } finally {
      saving.current -= 1;
    }
  };

  const locale = useMemo(() => localeOptions(lang, t), [lang, t]);

  return (
    <div
      ref={container}
      className={compact ? "leads-calendar leads-calendar-compact" : "leads-calendar"}
      data-testid="calendar"
      data-lang={lang}
      data-loading="true"
    >
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        {...locale}
        initialView={initialView}
        initialDate={initialDate}
        headerToolbar={TOOLBAR}
        views={{
          timeGrid: { allDaySlot: false },
          dayGridMonth: { eventDurationEditable: false, dayMaxEvents: 4 },
        }}
        height={timeGrid ? (compact ? 620 : 760) : "auto"}
        events={events}
        eventDisplay="block"
        nowIndicator
        slotEventOverlap={false}
        scrollTime="08:00:00"
        editable={canEdit}
        selectable={canCreate}
        selectMirror
        eventContent={(arg) => <EventContent arg={arg} />}
        eventDidMount={({ el, event }) => {
          const { activity, state } = event.extendedProps as Partial<EventProps>;
          if (!activity) return;
          el.dataset.activityId = String(activity.id);
          el.dataset.state = state;
          el.title = [
            activity.subject,
            activity.lead_name,
            activity.owner_name,
            state === "overdue" ? t("calendar:overdue") : null,
          ]
            .filter(Boolean)
            .join(" · ");
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen((info.event.extendedProps as EventProps).activity);
        }}
        select={(info) => {
          calendar.current?.getApi().unselect();
          onSlot(slotPrefill(info.start, info.end, info.allDay));
        }}
        eventDragStart={() => (dragging.current = true)}
        eventDragStop={() => (dragging.current = false)}
        eventResizeStart={() => (dragging.current = true)}
        eventResizeStop={() => (dragging.current = false)}
        eventDrop={(info) => void reschedule(info)}
        eventResize={(info) => void reschedule(info)}
        loading={(isLoading) => {
          if (container.current) container.current.dataset.loading = String(isLoading);
        }}
        datesSet={(arg: DatesSetArg) => {
          setViewName(arg.view.type);
          onPlace(arg.view.type as ViewName, arg.view.currentStart, arg.view.currentEnd);
        }}
      />
    </div>
  );
}
