// Refine's liveProvider on the live bus: every useList, useInfiniteList, useOne and useMany
// subscribes to its resource's channel ("resources/<name>"); a change reaches a list whatever
// its ids, and a record's or a handful's query only when the change names one of its ids.
// Changes that arrive together are handed over once, after any read of that resource already
// on its way has answered (see query-idle-gate.ts).
import type { BaseKey, LiveEvent, LiveProvider } from "@refinedev/core";
import type { LiveBus } from "./live-bus";
import type { LiveChange } from "./live-types";

/** Runs `deliver` once reading `resource` again will see the change (immediately by default). */
export type DeliveryGate = (resource: string, deliver: () => void) => void;

interface SubscribeOptions {
  channel: string;
  types: LiveEvent["type"][];
  callback: (event: LiveEvent) => void;
  params?: { resource?: string; ids?: BaseKey[]; subscriptionType?: string; [key: string]: unknown };
}

interface Subscription {
  resource: string;
  types: LiveEvent["type"][];
  /** Only these rows concern it; undefined: any row (a list). */
  ids: Set<string> | undefined;
  callback: (event: LiveEvent) => void;
}

const CHANNEL_PREFIX = "resources/";

export function subscriptionOf(options: SubscribeOptions): Subscription {
  const resource = options.params?.resource ?? options.channel.slice(CHANNEL_PREFIX.length);
  const ids = options.params?.subscriptionType === "useList" ? undefined : options.params?.ids;
  return {
    resource,
    types: options.types,
    ids: Array.isArray(ids) ? new Set(ids.map(String)) : undefined,
    callback: options.callback,
  };
}

/** What of the changes concerns the subscription, as one event; none when nothing does. */
export function eventFor(subscription: Subscription, changes: readonly LiveChange[]): LiveEvent | undefined {
  const wanted = (type: string) => subscription.types.includes("*") || subscription.types.includes(type);
  const relevant = changes
    .filter((change) => change.resource === subscription.resource && wanted(change.type))
    .map((change) => ({
      ...change,
      ids: subscription.ids ? change.ids.filter((id) => subscription.ids!.has(String(id))) : change.ids,
    }))
    .filter((change) => !subscription.ids || change.ids.length > 0);
  if (relevant.length === 0) return undefined;
  const types = new Set(relevant.map((change) => change.type));
  const last = relevant[relevant.length - 1];
  return {
    channel: `${CHANNEL_PREFIX}${subscription.resource}`,
    type: types.size === 1 ? last.type : "*",
    payload: { ids: [...new Set(relevant.flatMap((change) => change.ids))], by: last.by },
    date: new Date(),
  };
}

export function createLiveProvider(bus: LiveBus, gate: DeliveryGate = (_resource, deliver) => deliver()): LiveProvider {
  const subscriptions = new Set<Subscription>();
  const pending = new Map<string, LiveChange[]>();

  function deliver(resource: string): void {
    const changes = pending.get(resource) ?? [];
    pending.delete(resource);
    for (const subscription of [...subscriptions]) {
      if (subscription.resource !== resource) continue;
      const event = eventFor(subscription, changes);
      if (event) subscription.callback(event);
    }
  }

  function onChange(change: LiveChange): void {
    const queued = pending.get(change.resource);
    if (queued) {
      queued.push(change);
      return;
    }
    pending.set(change.resource, [change]);
    gate(change.resource, () => deliver(change.resource));
  }

  // On the bus only while something subscribes: a provider left behind by a remount costs nothing.
  let off: (() => void) | undefined;
  return {
    subscribe(options: SubscribeOptions) {
      const subscription = subscriptionOf(options);
      subscriptions.add(subscription);
      off ??= bus.onChange(onChange);
      return subscription;
    },
    unsubscribe(subscription: Subscription) {
      subscriptions.delete(subscription);
      if (subscriptions.size === 0) {
        off?.();
        off = undefined;
      }
    },
  };
}
