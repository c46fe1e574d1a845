// The calendar's filters, view and date live in the URL query (?owner_id=3&type=call&view=listWeek
// &date=2026-03-02), so a reload or a shared link shows the same calendar.
import { useMemo } from "react";
import { useUrlParams } from "../../../components/use-url-params";
import { isActivityType, isCalendarView, type CalendarFilters, type CalendarView } from "./calendar-types";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function useCalendarFilters() {
  const [params, updateParams] = useUrlParams();
  const ownerParam = params.get("owner_id");
  const typeParam = params.get("type");
  // A new object only when a filter really changes, so the events reload only then.
  const filters = useMemo<CalendarFilters>(() => {
    const out: CalendarFilters = {};
    const owner = positiveInt(ownerParam);
    if (owner !== undefined) out.owner_id = owner;
    if (isActivityType(typeParam)) out.type = typeParam;
    return out;
  }, [ownerParam, typeParam]);
  const viewParam = params.get("view");
  const dateParam = params.get("date");

  const set = (changes: Record<string, string | number | null | undefined>) => {
    // Moving through the calendar calls this at every step; an unchanged URL is left alone.
    const current = new URLSearchParams(window.location.search);
    if (
      Object.entries(changes).every(
        ([name, value]) => (current.get(name) ?? "") === (value === null || value === undefined ? "" : String(value)),
      )
    )
      return;
    updateParams(
      (next) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === "") next.delete(name);
          else next.set(name, String(value));
        }
      },
      { replace: true },
    );
  };

  return {
    filters,
    view: isCalendarView(viewParam) ? viewParam : undefined,
    date: dateParam && DATE.test(dateParam) ? dateParam : undefined,
    setFilter: (name: keyof CalendarFilters, value: string | number | null | undefined) => set({ [name]: value }),
    /** Where the user is looking; kept without a history entry per click of "next". */
    setPlace: (view: CalendarView | null, date: string | null) => set({ view, date }),
  };
}
