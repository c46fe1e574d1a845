import { sql, type Kysely } from "kysely";
import { STAFF_ROLES, hasNoStaffRole } from "../../resources/index.js";
import { presencePayload } from "./live-payload.js";
import type { Database } from "../db/schema.js";

// Who views which record, in PostgreSQL so that every instance sees every viewer. A tab views
// one record at a time; a row not refreshed for PRESENCE_TTL_SECONDS is gone. Every change
// NOTIFYs the record(s) it touched, from inside its transaction, like any other write.
export const PRESENCE_TTL_SECONDS = 60;

export interface Viewer {
  id: number;
  name: string;
  avatar: string | null;
}

/** A viewer as stored: whether they are on the team decides what a client is told of them. */
export interface StoredViewer extends Viewer {
  staff: boolean;
}

/** A member of the team as a client sees them: no id, no name, no face (docs/product.md#product-rules). */
export interface TeamViewer {
  id: null;
  name: null;
  avatar: null;
  team: true;
}

const TEAM_VIEWER: TeamViewer = { id: null, name: null, avatar: null, team: true };

/** The viewers as one reader is told of them: a client gets a team member for each staff viewer. */
export function viewersFor(roles: readonly string[], viewers: readonly StoredViewer[]): (Viewer | TeamViewer)[] {
  const outsider = hasNoStaffRole(roles);
  return viewers.map(({ staff, ...viewer }) => (outsider && staff ? TEAM_VIEWER : viewer));
}

export interface PresenceEntry {
  tab: string;
  stream: string | null;
  resource: string;
  id: number;
}

const live = sql`now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})`;

export async function viewersOf(db: Kysely<Database>, resource: string, id: number): Promise<StoredViewer[]> {
  const { rows } = await sql<StoredViewer>`
    select u.id, concat_ws(' ', u.name, u.lastname) as name, u.avatar,
      exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and r.name in (${sql.join(STAFF_ROLES)})) as staff
    from users u
    where u.active and u.id in (select p.user_id from live_presence p where p.resource = ${resource} and p.record_id =
    ${id} and p.seen_at > ${live})
    order by name, u.id`.execute(db);
  return rows;
}

/** NOTIFYs each record once, from inside the transaction that changed its viewers. */
async function notifyAll(trx: Kysely<Database>, records: { resource: string; record_id: number }[]): Promise<void> {
  const unique = new Map(records.map((r) => [`${r.resource}|${r.record_id}`, r]));
  for (const r of unique.values())
    await sql`select pg_notify('live', ${presencePayload(r.resource, r.record_id)})`.execute(trx);
}

/** This user's tab views a record now: answers who views it (the user included). */
export async function enterPresence(
  db: Kysely<Database>,
  userId: number,
  entry: PresenceEntry,
): Promise<StoredViewer[]> {
  return db.transaction().execute(async (trx) => {
    const { rows: before } = await sql<{ resource: string; record_id: number; seen_at: Date }>`
      select resource, record_id, seen_at from live_presence where user_id = ${userId} and tab = ${entry.tab} for
      update`.execute(trx);
    await sql`
      insert into live_presence (user_id, tab, stream, resource, record_id, seen_at)
      values (${userId}, ${entry.tab}, ${entry.stream}, ${entry.resource}, ${entry.id}, now())
      on conflict (user_id, tab) do update set stream = excluded.stream, resource = excluded.resource, record_id =
      excluded.record_id, seen_at = now()`.execute(trx);
    const previous = before[0];
    const same = previous && previous.resource === entry.resource && previous.record_id === entry.id;
    // A heartbeat on the same record changes nobody's view, unless the row had lapsed.
    const lapsed = previous && new Date(previous.seen_at).getTime() < Date.now() - PRESENCE_TTL_SECONDS * 1000;
    const touched = [
      ...(previous && !same ? [previous] : []),
      ...(!same || lapsed ? [{ resource: entry.resource, record_id: entry.id }] : []),
    ];
    await notifyAll(trx, touched);
    return viewersOf(trx, entry.resource, entry.id);
  });
}

/** Removes presence rows (a tab left, a stream closed, rows lapsed) and tells their records. */
async function leave(db: Kysely<Database>, where: ReturnType<typeof sql>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      resource: string;
      record_id: number;
    }>`delete from live_presence where ${where} returning resource, record_id`.execute(trx);
    await notifyAll(trx, rows);
  });
}

export const leaveTab = (db: Kysely<Database>, userId: number, tab: string) =>
  leave(db, sql`user_id = ${userId} and tab = ${tab}`);
export const leaveStream = (db: Kysely<Database>, stream: string) => leave(db, sql`stream = ${stream}`);
export const sweepPresence = (db: Kysely<Database>) => leave(db, sql`seen_at <= ${live}`);
