import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/database.js";
import { hearsColumns, liveScope, liveTarget, liveTargetsOf, scopeKey, visibleIds } from "../crud/live-visibility.js";
import type { LiveReader, LiveTarget } from "../crud/live-visibility.js";
import type { RowScopeValue } from "../crud/row-scope.js";
import { parseChange, type LiveChange, type PresenceChange, type TableChange } from "./live-payload.js";
import type { LiveStream } from "./live-stream.js";
import { currentReader } from "./stream-accounts.js";
import { hasNoStaffRole } from "../../resources/index.js";
import { sweepPresence, viewersFor, viewersOf } from "./presence-store.js";
import { mergeChanges } from "./merge-changes.js";
import type { Database } from "../db/schema.js";

export interface LiveLimits {
  heartbeatMs: number;
  maxStreams: number;
  maxStreamsPerUser: number;
}

const ACCOUNT_TABLES = new Set(["sessions", "users", "user_roles"]);
const SWEEP_MS = 20_000;

// One per instance: hears the `live` channel on one connection and fans each change out to the
// streams open on this instance, each with only the ids its user may read. Changes that arrive
// while a delivery runs wait and go out together, so a burst costs one query per scope, not one
// per stream and change.
/** Who made a change, as a reader is told: a client learns whether it was themselves, never which team member. */
function authorFor(reader: LiveReader, by: number | null): number | null {
  return by === reader.id || !hasNoStaffRole(reader.roles) ? by : null;
}

export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly perUser = new Map<number, number>();
  private queue: LiveChange[] = [];
  private flushing: Promise<void> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    readonly limits: LiveLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db(): Kysely<Database> {
    return this.database.db;
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen("live", {
      message: (payload) => this.receive(payload),
      lost: () => this.log.warn("live: lost the database connection that listens; reconnecting"),
      restored: () => {
        this.log.info("live: listening again; streams are told to refetch");
        for (const stream of this.streams) stream.send("resync", {});
      },
    });
    const every = (ms: number, work: () => void) => this.timers.push(setInterval(work, ms).unref());
    every(this.limits.heartbeatMs, () => this.streams.forEach((s) => s.ping()));
    every(
      SWEEP_MS,
      () => void sweepPresence(this.db).catch((error) => this.log.debug({ err: error }, "live: presence sweep failed")),
    );
  }

  /** Whether one more stream for this user fits under the caps. */
  admits(userId: number): boolean {
    return (
      this.streams.size < this.limits.maxStreams && (this.perUser.get(userId) ?? 0) < this.limits.maxStreamsPerUser
    );
  }

  add(stream: LiveStream): void {
    this.streams.add(stream);
    this.perUser.set(stream.reader.id, (this.perUser.get(stream.reader.id) ?? 0) + 1);
  }

  remove(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.perUser.get(stream.reader.id) ?? 1) - 1;
    if (left > 0) this.perUser.set(stream.reader.id, left);
    else this.perUser.delete(stream.reader.id);
  }

  get size(): number {
    return this.streams.size;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const stream of [...this.streams]) stream.end();
    await this.stopListening?.();
    await this.flushing;
  }

  /** Resolves once every change heard so far has been delivered (tests and the bench). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private receive(payload: string): void {
    const change = parseChange(payload);
    if (!change || !this.streams.size) return;
    this.queue.push(change);
    this.flushing ??= this.flush().finally(() => (this.flushing = null));
  }

  private async flush(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.deliver(batch);
      } catch (error) {
        // The database failed mid-delivery: what was not delivered is lost, so everyone refetches.
        this.log.warn({ err: error }, "live: delivery failed; streams are told to refetch");
        for (const stream of this.streams) stream.send("resync", {});
      }
    }
  }

  private async deliver(batch: LiveChange[]): Promise<void> {
    const rows = mergeChanges(batch.filter((c): c is TableChange => c.kind === "rows"));
    const accounts = rows.filter((c) => ACCOUNT_TABLES.has(c.table));
    if (accounts.length) await this.recheckAccounts(accounts);
    for (const change of rows) {
      const ids = change.ids.filter((id): id is number => typeof id === "number");
      for (const target of liveTargetsOf(change.table)) {
        const hears = (reader: LiveReader) => hearsColumns(target, reader, change.columns);
        const send = (stream: LiveStream, ids: number[]) =>
          stream.send(null, { resource: target.name, type: change.type, ids, by: authorFor(stream.reader, change.by) });
        await this.fanOut(target, ids, change.type === "deleted", send, hears);
      }
    }
    const presence = new Map(
      batch.filter((c): c is PresenceChange => c.kind === "presence").map((c) => [`${c.resource}|${c.id}`, c]),
    );
    for (const { resource, id } of presence.values()) {
      const target = liveTarget(resource);
      if (!target) continue;
      const viewers = await viewersOf(this.db, resource, id);
      const send = (stream: LiveStream) =>
        stream.send("presence", { resource, id, viewers: viewersFor(stream.reader.roles, viewers) });
      await this.fanOut(target, [id], false, send);
    }
  }

  /** Sends to every stream whose user may list some of `ids`, each with just those ids. */
  private async fanOut(
    target: LiveTarget,
    ids: number[],
    deleted: boolean,
    send: (stream: LiveStream, visible: number[]) => void,
    hears = (_reader: LiveReader) => true,
  ): Promise<void> {
    if (!ids.length) return;
    const groups = new Map<string, { scope: RowScopeValue; streams: LiveStream[] }>();
    for (const stream of this.streams) {
      if (!hears(stream.reader)) continue;
      const scope = liveScope(target, stream.reader);
      if (!scope) continue;
      const key = scopeKey(target, scope);
      const group = groups.get(key) ?? { scope, streams: [] };
      group.streams.push(stream);
      groups.set(key, group);
    }
    for (const { scope, streams } of groups.values()) {
      const visible = await visibleIds(this.db, target, scope, ids, deleted);
      if (visible.length) for (const stream of streams) send(stream, visible);
    }
  }

  private async recheckAccounts(changes: TableChange[]): Promise<void> {
    const sessions = new Set(changes.filter((c) => c.table === "sessions").flatMap((c) => c.ids.map(String)));
    const users = new Set(changes.filter((c) => c.table !== "sessions").flatMap((c) => c.ids.map(Number)));
    for (const stream of [...this.streams]) {
      if (!sessions.has(stream.sessionId) && !users.has(stream.reader.id)) continue;
      const reader = await currentReader(this.db, stream.reader.id, stream.sessionId);
      if (reader) stream.reader = reader;
      else stream.end("revoked");
    }
  }
}
