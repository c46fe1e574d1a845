import { sql, type Kysely } from "kysely";
import type { Database } from "../../api/db/schema.js";
import { DEMO_PASSWORD, DEMO_USERS, createUser } from "../../api/seed/demo-users.js";
import { DEMO_TEAM } from "../../api/seed/demo-projects-data.js";

// Who holds the live bench's streams: a mix like a real team's, since what each stream is sent
// depends on what its user may read. 10 admins (every task), 8 commercial users (the tasks of
// projects they manage or have a task in) and 7 client users (their client's projects): 25
// users, 8 streams each at most (LIVE_MAX_STREAMS_PER_USER's default) make the 200 streams.

export interface LiveUser {
  email: string;
  role: "admin" | "commercial" | "client";
}

const ADDED = { admin: 8, commercial: 5, client: 6 };
const TASKS_PER_ADDED_COMMERCIAL = 4;

export async function addLiveUsers(db: Kysely<Database>): Promise<LiveUser[]> {
  const any = db as unknown as Kysely<any>;
  const users: LiveUser[] = [
    ...DEMO_USERS.map((u) => ({
      email: u.email,
      role: (u.role === "superadmin" ? "admin" : u.role) as LiveUser["role"],
    })),
    ...DEMO_TEAM.map((u) => ({ email: u.email, role: u.role })),
  ];
  for (let i = 1; i <= ADDED.admin; i++) users.push({ email: `live-admin-${i}@bench.local`, role: "admin" });
  for (let i = 1; i <= ADDED.commercial; i++)
    users.push({ email: `live-commercial-${i}@bench.local`, role: "commercial" });
  for (let i = 1; i <= ADDED.client; i++) users.push({ email: `live-client-${i}@bench.local`, role: "client" });

  const clients = await any.selectFrom("lead_clients").select("id").orderBy("id").execute();
  const tasks = await any.selectFrom("tasks").select("id").orderBy("id").execute();
  for (const [index, user] of users.filter((u) => u.email.endsWith("@bench.local")).entries()) {
    const id = await createUser(db, {
      email: user.email,
      name: `Live ${index + 1}`,
      role: user.role,
      password: DEMO_PASSWORD,
    });
    const n = Number(/-(\d+)@/.exec(user.email)![1]) - 1;
    // A client user reaches its client's projects; a commercial user the projects it has a task in.
    if (user.role === "client")
      await any
        .updateTable("users")
        .set({ client_id: clients[n % clients.length].id })
        .where("id", "=", id)
        .execute();
    if (user.role === "commercial") {
      const mine = tasks
        .slice(n * TASKS_PER_ADDED_COMMERCIAL * 2, n * TASKS_PER_ADDED_COMMERCIAL * 2 + TASKS_PER_ADDED_COMMERCIAL)
        .map((t) => t.id);
      if (mine.length) await any.updateTable("tasks").set({ assigned_to: id }).where("id", "in", mine).execute();
    }
  }
  // The writes above fired the roll-up triggers; statistics for the planner as a real database has.
  await sql`analyze`.execute(db);
  return users;
}
