import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { LiveEvent } from "@refinedev/core";
import { createLiveBus } from "../../../../web/providers/live/live-bus";
import { createLiveProvider } from "../../../../web/providers/live/live-provider";
import { queryIdleGate } from "../../../../web/providers/live/query-idle-gate";
import { routeMessage } from "../../../../web/providers/live/start-live";
import type { LiveChange } from "../../../../web/providers/live/live-types";

// Refine's liveProvider on the live bus: which subscription hears which change.

const change = (resource: string, type: LiveChange["type"], ids: number[], by: number | null = 3): LiveChange => ({
  resource,
  type,
  ids,
  by,
});

function setup() {
  const bus = createLiveBus();
  const provider = createLiveProvider(bus);
  const subscribe = (params: Record<string, unknown>, types: string[] = ["*"]) => {
    const heard: LiveEvent[] = [];
    const resource = String(params.resource);
    const handle = provider.subscribe({
      channel: `resources/${resource}`,
      types,
      params,
      callback: (e: LiveEvent) => void heard.push(e),
    });
    return { heard, handle };
  };
  return { bus, provider, subscribe };
}

describe("the live provider", () => {
  it("a list hears every change of its resource, and only of its resource", () => {
    const { bus, subscribe } = setup();
    const list = subscribe({ resource: "tasks", subscriptionType: "useList" });
    bus.emitChange(change("tasks", "created", [9]));
    bus.emitChange(change("projects", "updated", [1]));
    bus.emitChange(change("tasks", "deleted", [4]));
    expect(list.heard.map((e) => [e.channel, e.type, e.payload.ids])).toEqual([
      ["resources/tasks", "created", [9]],
      ["resources/tasks", "deleted", [4]],
    ]);
    expect(list.heard[0].payload.by).toBe(3);
  });

  it("a record (useOne) or a handful (useMany) hears only changes naming one of its ids", () => {
    const { bus, subscribe } = setup();
    const one = subscribe({ resource: "tasks", subscriptionType: "useOne", id: 5, ids: [5] });
    const many = subscribe({ resource: "tasks", subscriptionType: "useMany", ids: ["6", 7] });
    const none = subscribe({ resource: "tasks", subscriptionType: "useOne", ids: [] });
    bus.emitChange(change("tasks", "updated", [5, 6]));
    bus.emitChange(change("tasks", "updated", [8]));
    bus.emitChange(change("tasks", "created", [7]));
    expect(one.heard.map((e) => e.payload.ids)).toEqual([[5]]);
    expect(many.heard.map((e) => [e.type, e.payload.ids])).toEqual([
      ["updated", [6]],
      ["created", [7]],
    ]);
    expect(none.heard).toEqual([]);
  });

  it("honours the types asked for", () => {
    const { bus, subscribe } = setup();
    const deletions = subscribe({ resource: "tasks", subscriptionType: "useList" }, ["deleted"]);
    bus.emitChange(change("tasks", "updated", [1]));
    bus.emitChange(change("tasks", "deleted", [2]));
    expect(deletions.heard.map((e) => e.type)).toEqual(["deleted"]);
  });

  it("stops calling after unsubscribe, and leaves the bus when nothing subscribes", () => {
    const bus = createLiveBus();
    const onChange = vi.spyOn(bus, "onChange");
    const provider = createLiveProvider(bus);
    const callback = vi.fn();
    const a = provider.subscribe({
      channel: "resources/tasks",
      types: ["*"],
      params: { resource: "tasks", subscriptionType: "useList" },
      callback,
    });
    const b = provider.subscribe({
      channel: "resources/tasks",
      types: ["*"],
      params: { resource: "tasks", subscriptionType: "useList" },
      callback: vi.fn(),
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    provider.unsubscribe(a);
    bus.emitChange(change("tasks", "updated", [1]));
    expect(callback).not.toHaveBeenCalled();
    provider.unsubscribe(b);
    provider.subscribe({ channel: "resources/tasks", types: ["*"], params: { resource: "tasks" }, callback });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("hands a burst of changes over once, after the reads of that resource already running", async () => {
    const bus = createLiveBus();
    const client = new QueryClient();
    let answer!: () => void;
    void client.fetchQuery({
      queryKey: ["data", "default", "tasks", "list"],
      queryFn: () => new Promise((resolve) => (answer = () => resolve([]))),
    });
    const provider = createLiveProvider(bus, queryIdleGate(client));
    const heard: LiveEvent[] = [];
    provider.subscribe({
      channel: "resources/tasks",
      types: ["*"],
      params: { resource: "tasks", subscriptionType: "useList" },
      callback: (e: LiveEvent) => void heard.push(e),
    });
    bus.emitChange(change("tasks", "updated", [1]));
    bus.emitChange(change("tasks", "updated", [2]));
    await new Promise((r) => setTimeout(r, 60));
    expect(heard).toEqual([]);
    answer();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({ type: "updated", payload: { ids: [1, 2] } });
  });
});

describe("stream messages onto the bus", () => {
  it("routes changes, presence and resync, and ignores what it does not know", () => {
    const bus = createLiveBus();
    const seen: unknown[] = [];
    bus.onChange((c) => void seen.push(["change", c]));
    bus.onPresence((p) => void seen.push(["presence", p]));
    bus.onResync(() => void seen.push(["resync"]));
    routeMessage(bus, { event: "message", data: { resource: "time-entries", type: "updated", ids: [5], by: null } });
    routeMessage(bus, { event: "message", data: { resource: "tasks", type: "exploded", ids: [5] } });
    routeMessage(bus, {
      event: "presence",
      data: { resource: "tasks", id: 5, viewers: [{ id: 3, name: "Lucía Pérez", avatar: null }] },
    });
    routeMessage(bus, { event: "resync", data: {} });
    routeMessage(bus, { event: "future", data: {} });
    expect(seen).toEqual([
      ["change", { resource: "time-entries", type: "updated", ids: [5], by: null }],
      ["presence", { resource: "tasks", id: 5, viewers: [{ id: 3, name: "Lucía Pérez", avatar: null }] }],
      ["resync"],
    ]);
  });
});

describe("counts", () => {
  it("passes a change of counted rows on to the lists that count them, without ids", () => {
    const bus = createLiveBus();
    const seen: unknown[] = [];
    bus.onChange((c) => void seen.push(c));
    routeMessage(bus, { event: "message", data: { resource: "projects", type: "updated", ids: [7], by: 2 } });
    expect(seen).toEqual([
      { resource: "projects", type: "updated", ids: [7], by: 2 },
      ...["project-states", "project-categories", "project-managers"].map((resource) =>
        expect.objectContaining({ resource, type: "updated", ids: [], by: 2 }),
      ),
    ]);
    expect(seen).toHaveLength(4);
  });
});
