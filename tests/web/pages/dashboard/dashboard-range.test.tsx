// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { act } from "react";
import dayjs from "dayjs";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "../../../fixtures/dom-render";
import { staffAnswer } from "../../../fixtures/dashboard-answer";
import { liveBus } from "../../../../web/providers/live/live-bus";
import {
  change,
  presets,
  readRange,
  writeRange,
  type RangeParams,
} from "../../../../web/components/dashboard/dashboard-range";
import { LIVE_SETTLE_MS, useDashboard, watchedResources } from "../../../../web/pages/dashboard/use-dashboard";
import type { DashboardAnswer } from "../../../../web/components/dashboard/dashboard-types";
import { DASHBOARD_SECTIONS } from "../../../../web/routes/custom-pages";

// The dashboard's period in the address, the picker's presets, the comparison's arithmetic, and
// reading the figures again when the records behind them change (live events).

const day = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");

describe("the period in the address", () => {
  it("takes a period the API would take and ignores any other", () => {
    expect(readRange(new URLSearchParams("from=2026-10-01&to=2026-10-31"))).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    for (const bad of [
      "from=2026-02-30&to=2026-03-01",
      "from=2026-11-02&to=2026-11-01",
      "from=2025-01-01&to=2026-01-02",
      "from=2026-11-01",
      "from=1%20or%201&to=2026-11-01",
    ]) {
      expect(readRange(new URLSearchParams(bad)), bad).toEqual({});
    }
    expect(readRange(new URLSearchParams("from=2025-01-01&to=2026-01-01"))).toEqual({
      from: "2025-01-01",
      to: "2026-01-01",
    });
  });

  it("writes it beside the other parameters, and removes it", () => {
    expect(writeRange(new URLSearchParams("x=1"), { from: "2026-10-01", to: "2026-10-31" }).toString()).toBe(
      "x=1&from=2026-10-01&to=2026-10-31",
    );
    expect(writeRange(new URLSearchParams("x=1&from=2026-10-01&to=2026-10-31"), {}).toString()).toBe("x=1");
  });

  it("offers this month, last month, the last 30 days, this quarter and this year", () => {
    const got = presets(dayjs("2026-11-26T15:00:00")).map((p) => [p.key, day(p.range[0]), day(p.range[1])]);
    expect(got).toEqual([
      ["thisMonth", "2026-11-01", "2026-11-26"],
      ["lastMonth", "2026-10-01", "2026-10-31"],
      ["last30", "2026-10-28", "2026-11-26"],
      ["thisQuarter", "2026-10-01", "2026-11-26"],
      ["thisYear", "2026-01-01", "2026-11-26"],
    ]);
    expect(
      presets(dayjs("2026-03-05"))
        .find((p) => p.key === "lastMonth")!
        .range.map(day),
    ).toEqual(["2026-02-01", "2026-02-28"]);
  });

  it("compares with the previous period as a share, and has none when there was nothing before", () => {
    expect(change(5, 4)).toBe(0.25);
    expect(change(4, 8)).toBe(-0.5);
    expect(change(0, 0)).toBe(0);
    expect(change(3, 0)).toBeNull();
  });
});

function Probe({ range, load }: { range: RangeParams; load: (r: RangeParams) => Promise<DashboardAnswer> }) {
  const query = useDashboard(range, DASHBOARD_SECTIONS, load);
  return <output>{query.data ? "ready" : "loading"}</output>;
}

describe("live figures", () => {
  const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  it("watches the resources behind the sections the answer holds", () => {
    expect(watchedResources(undefined, DASHBOARD_SECTIONS)).toEqual([]);
    expect(
      watchedResources({ range: staffAnswer().range, support: staffAnswer().support }, DASHBOARD_SECTIONS),
    ).toEqual(["tickets"]);
    expect(watchedResources(staffAnswer(), DASHBOARD_SECTIONS)).toEqual(
      expect.arrayContaining(["leads", "tasks", "tickets", "invoices", "course-registrations", "time-entries"]),
    );
  });

  it("asks for the period shown, and reads again once after a burst of changes to what it shows", async () => {
    const asked: RangeParams[] = [];
    const load = async (range: RangeParams) => {
      asked.push(range);
      return { range: staffAnswer().range, support: staffAnswer().support };
    };
    const client = new QueryClient();
    const page = render(
      <QueryClientProvider client={client}>
        <Probe range={{ from: "2026-10-01", to: "2026-10-31" }} load={load} />
      </QueryClientProvider>,
    );
    for (let waited = 0; page.textContent !== "ready" && waited < 5000; waited += 20) await wait(20);
    expect(asked).toEqual([{ from: "2026-10-01", to: "2026-10-31" }]);
    // A change to a resource no figure shows reads nothing.
    act(() => liveBus.emitChange({ resource: "users", type: "updated", ids: [1], by: null }));
    await wait(LIVE_SETTLE_MS + 100);
    expect(asked.length).toBe(1);
    // Three ticket changes in a row: one read, after they settle.
    for (const id of [1, 2, 3])
      act(() => liveBus.emitChange({ resource: "tickets", type: "updated", ids: [id], by: null }));
    await wait(LIVE_SETTLE_MS / 2);
    expect(asked.length).toBe(1);
    await wait(LIVE_SETTLE_MS);
    expect(asked.length).toBe(2);
    // Events missed (a reconnect): read again.
    act(() => liveBus.emitResync());
    await wait(LIVE_SETTLE_MS + 100);
    expect(asked.length).toBe(3);
  });
});
