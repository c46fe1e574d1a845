import { describe, expect, it } from "vitest";
import {
  allEntryIds,
  groupAmount,
  groupState,
  hoursOf,
  pickedTotals,
  toggleEntry,
  toggleGroup,
  type UnbilledGroup,
} from "../../../../web/pages/billing/unbilled/unbilled-selection";

// Picking unbilled time: a group's checkbox picks all of it or none, an entry's one itself, and
// the amount shown is the one the draft's lines will have (hours to three decimals × rate).
const entry = (id: number, minutes: number) => ({
  id,
  date: "2026-11-20",
  user_name: "Ana",
  task_title: "Web",
  ticket_title: null,
  project_name: "Portal",
  minutes,
  note: null,
});
const groups: UnbilledGroup[] = [
  {
    key: "task:1:6000",
    label: "Portal · Web",
    minutes: 150,
    rate: 6000,
    amount: 15000,
    entries: [entry(1, 90), entry(2, 60)],
  },
  { key: "task:2:0", label: "Portal · Soporte", minutes: 20, rate: 0, amount: 0, entries: [entry(3, 20)] },
];

describe("unbilled time selection", () => {
  it("starts from every entry and toggles a group as a whole", () => {
    const all = new Set(allEntryIds(groups));
    expect([...all]).toEqual([1, 2, 3]);
    expect(groupState(groups[0], all)).toBe("all");
    const some = toggleEntry(2, all);
    expect(groupState(groups[0], some)).toBe("some");
    expect([...toggleGroup(groups[0], some)].sort()).toEqual([1, 2, 3]);
    expect([...toggleGroup(groups[0], all)]).toEqual([3]);
    expect(groupState(groups[0], toggleGroup(groups[0], all))).toBe("none");
  });

  it("adds up what is picked as the server will bill it", () => {
    expect(pickedTotals(groups, new Set([1, 2, 3]))).toEqual({ minutes: 170, amount: 15000, entries: 3 });
    expect(pickedTotals(groups, new Set([1]))).toEqual({ minutes: 90, amount: 9000, entries: 1 });
    // 20 minutes are 0.333 h: 0.333 × 60 € = 19.98 €, as the line will say.
    expect(groupAmount(20, 6000)).toBe(1998);
    expect(hoursOf(20)).toBe(0.33);
  });
});
