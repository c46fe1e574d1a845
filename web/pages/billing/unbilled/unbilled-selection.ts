import { lineAmounts } from "../../../../resources/billing/invoice-totals";

// The unbilled time of a client or project (GET /api/billing/unbilled-time) and which of its
// entries the user picked. Everything starts picked: the usual case is "invoice all of it".

export type UnbilledGroupBy = "task" | "person";

export interface UnbilledEntry {
  id: number;
  date: string;
  user_name: string | null;
  task_title: string | null;
  ticket_title: string | null;
  project_name: string | null;
  minutes: number;
  note: string | null;
}

export interface UnbilledGroup {
  key: string;
  label: string;
  minutes: number;
  /** Cents per hour: the project's rate, else the person's; 0 when neither has one. */
  rate: number;
  amount: number;
  entries: UnbilledEntry[];
}

export interface UnbilledAnswer {
  groups: UnbilledGroup[];
  minutes: number;
  amount: number;
  /** People with time here and no hourly rate: their lines would be worth nothing. */
  missing_rates: string[];
}

export type GroupState = "all" | "some" | "none";

export function allEntryIds(groups: readonly UnbilledGroup[]): number[] {
  return groups.flatMap((group) => group.entries.map((entry) => entry.id));
}

export function groupState(group: UnbilledGroup, picked: ReadonlySet<number>): GroupState {
  const count = group.entries.filter((entry) => picked.has(entry.id)).length;
  return count === 0 ? "none" : count === group.entries.length ? "all" : "some";
}

/** Picks every entry of the group, or none when all were picked. */
export function toggleGroup(group: UnbilledGroup, picked: ReadonlySet<number>): Set<number> {
  const next = new Set(picked);
  const pickAll = groupState(group, picked) !== "all";
  for (const entry of group.entries) pickAll ? next.add(entry.id) : next.delete(entry.id);
  return next;
}

export function toggleEntry(id: number, picked: ReadonlySet<number>): Set<number> {
  const next = new Set(picked);
  next.has(id) ? next.delete(id) : next.add(id);
  return next;
}

/** A group's line as the server writes it: hours to three decimals, times the rate, to the cent. */
export function groupAmount(minutes: number, rate: number): number {
  const hours = Math.round((minutes / 60) * 1000) / 1000;
  return lineAmounts({
    quantity: hours,
    unit_price: rate,
    discount_percent: 0,
    vat_rate: null,
    exemption: null,
    surcharge_rate: 0,
  }).base;
}

/** What the picked entries come to: minutes, entries, and the amount the draft's lines will have. */
export function pickedTotals(
  groups: readonly UnbilledGroup[],
  picked: ReadonlySet<number>,
): { minutes: number; amount: number; entries: number } {
  let minutes = 0;
  let amount = 0;
  let entries = 0;
  for (const group of groups) {
    const chosen = group.entries.filter((entry) => picked.has(entry.id));
    const groupMinutes = chosen.reduce((sum, entry) => sum + entry.minutes, 0);
    minutes += groupMinutes;
    entries += chosen.length;
    amount += groupAmount(groupMinutes, group.rate ?? 0);
  }
  return { minutes, amount, entries };
}

/** Minutes as hours with up to two decimals ("7,5 h" is what a person reads). */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}
