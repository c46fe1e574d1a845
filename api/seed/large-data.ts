import { sql, type Kysely } from "kysely";
import { hashPassword } from "../modules/auth/passwords.js";
import { DEMO_PASSWORD } from "./demo-users.js";
import {
  insertClients,
  insertManagers,
  insertPhasesAndMilestones,
  insertProjects,
  insertStaff,
} from "./large-data-sql.js";
import { insertDependencies, insertTasks, insertTimeEntries, rollUp } from "./large-data-tasks.js";
import {
  dropSecondaryIndexes,
  ensurePipelines,
  insertActivities,
  insertCampaigns,
  insertCreatedEvents,
  insertLeads,
  type CrmSize,
} from "./large-data-crm.js";
import { refreshScores } from "../modules/crm/lead-score.js";
import {
  SUPPORT_TABLES,
  ensureSupportLookups,
  insertTicketMessages,
  insertTickets,
  ticketSlaPoints,
  touchTickets,
  type SupportSize,
} from "./large-data-support.js";
import { BILLING_TABLES, seedBilling, type BillingSize } from "./large-data-billing.js";
import { EDUCATION_SIZE, EDUCATION_TABLES, seedEducation, type EducationSize } from "./large-data-education.js";
import type { Database } from "../db/schema.js";

// `npm run seed -- --large`: a data set the size of a busy company, to measure lists, boards,
// the Gantt, the CRM, support and billing against (`npm run bench`). One transaction of INSERT …
// SELECT statements; the per-row roll-up triggers (and the live events' statement triggers, which
// would announce every loaded row's id, and the freezing of issued invoices) are switched off
// for the load and their results computed once, set-based, before they are switched back on in
// the same transaction.

export interface LargeDataSize extends CrmSize, SupportSize, BillingSize, EducationSize {
  projects: number;
  tasks: number;
  clients: number;
  managers: number;
  staff: number;
  /** Percentage of tasks (from the third of each project on) that depend on an earlier one. */
  dependencyPercent: number;
  timeEntries: number;
}

export const LARGE_DATA_SIZE: LargeDataSize = {
  projects: 2_000,
  tasks: 50_000,
  clients: 200,
  managers: 10,
  staff: 30,
  dependencyPercent: 22,
  timeEntries: 20_000,
  leads: 100_000,
  activities: 300_000,
  campaigns: 50,
  tickets: 50_000,
  ticketMessages: 300_000,
  invoices: 100_000,
  invoiceLines: 400_000,
  ...EDUCATION_SIZE,
};

/** Where the large data's people sign in (password: the demo one). */
export const LARGE_DATA_DOMAIN = "volumen.test";

const LOADED_TABLES = [
  "projects",
  "project_phases",
  "project_milestones",
  "tasks",
  "task_dependencies",
  "time_entries",
  "campaigns",
  "leads",
  "lead_activities",
  "lead_events",
  ...SUPPORT_TABLES,
  ...BILLING_TABLES,
  ...EDUCATION_TABLES,
];

export async function hasLargeData(db: Kysely<Database>): Promise<boolean> {
  const row = await sql<{
    n: number;
  }>`select count(*)::int as n from users where email like ${`%@${LARGE_DATA_DOMAIN}`}`.execute(db);
  return row.rows[0].n > 0;
}

async function ids(db: Kysely<Database>, table: string, where = sql`true`): Promise<number[]> {
  const rows = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where ${where} order by "order", id`.execute(db);
  return rows.rows.map((r) => r.id);
}

async function nextId(db: Kysely<Database>, table: string): Promise<number> {
  const row = await sql<{ id: number }>`select coalesce(max(id), 0)::int + 1 as id from ${sql.table(table)}`.execute(
    db,
  );
  return row.rows[0].id;
}

export type LargeDataReport = { step: string; ms: number }[];

export async function seedLargeData(
  db: Kysely<Database>,
  size: LargeDataSize = LARGE_DATA_SIZE,
  log: (line: string) => void = () => undefined,
): Promise<LargeDataReport> {
  const report: LargeDataReport = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const step = async (name: string, run: () => Promise<unknown>) => {
      const began = performance.now();
      await run();
      const ms = Math.round(performance.now() - began);
      report.push({ step: name, ms });
      log(`${name}: ${ms} ms`);
    };
    const states = await ids(trx, "project_states");
    const categories = await ids(trx, "project_categories");
    const taskStates = await sql<{
      id: number;
      completes: boolean;
    }>`select id, completes from task_states order by "order", id`.execute(trx);
    if (!states.length || !categories.length || taskStates.rows.length < 2) {
      throw new Error(
        "The large data set needs project states, project categories and at least two task states (run `npm run "
          + "seed` on an empty database first).",
      );
    }
    const done = taskStates.rows.find((s) => s.completes) ?? taskStates.rows[taskStates.rows.length - 1];
    const open = taskStates.rows.filter((s) => s.id !== done.id).map((s) => s.id);
    const role = await sql<{ id: number }>`select id from roles where name = 'commercial'`.execute(trx);

    // A superuser also switches off the foreign keys' checks (internal triggers): the generated
    // references are valid by construction (tests/api/seed checks them), and checking them one
    // row at a time was half the load. Anyone else keeps them.
    const superuser = await sql<{
      yes: boolean;
    }>`select rolsuper as yes from pg_roles where rolname = current_user`.execute(trx);
    const triggers = sql.raw(superuser.rows[0]?.yes ? "all" : "user");
    for (const table of LOADED_TABLES)
      await sql`alter table ${sql.table(table)} disable trigger ${triggers}`.execute(trx);
    const firstProject = await nextId(trx, "projects");
    const firstTask = await nextId(trx, "tasks");
    let managers: number[] = [];
    let staff: number[] = [];
    let clients: number[] = [];
    await step("people and clients", async () => {
      const managerUsers = await insertStaff(
        trx,
        size.managers,
        "gestor",
        LARGE_DATA_DOMAIN,
        passwordHash,
        role.rows[0].id,
      );
      staff = [
        ...managerUsers,
        ...(await insertStaff(trx, size.staff, "equipo", LARGE_DATA_DOMAIN, passwordHash, role.rows[0].id)),
      ];
      managers = await insertManagers(trx, managerUsers);
      clients = await insertClients(trx, size.clients);
    });
    await step(`${size.projects} projects`, () =>
      insertProjects(trx, size.projects, { states, categories, managers, clients }),
    );
    await step("phases and milestones", () => insertPhasesAndMilestones(trx, firstProject));
    await step(`${size.tasks} tasks`, () =>
      insertTasks(trx, size.tasks, firstProject, { open, done: done.id, doneCompletes: done.completes, staff }),
    );
    await step("dependencies", () => insertDependencies(trx, firstTask, size.dependencyPercent));
    await step("time entries", () => insertTimeEntries(trx, firstTask, size.timeEntries));
    await step("roll-ups and board order", () => rollUp(trx, firstProject, firstTask));
    // The sales area: leads spread over the same staff (all commercial users), ~10% unassigned.
    let campaigns: number[] = [];
    let pipelines: number[] = [];
    const firstLead = await nextId(trx, "leads");
    await step(`${size.campaigns} campaigns and pipelines`, async () => {
      campaigns = await insertCampaigns(trx, size.campaigns);
      pipelines = await ensurePipelines(trx);
    });
    // The leads' indexes are built once after the load and the scores' rewrite of every row.
    let rebuildIndexes = async () => undefined as unknown;
    await step(`${size.leads} leads`, async () => {
      rebuildIndexes = await dropSecondaryIndexes(trx, "leads");
      await insertLeads(trx, size.leads, pipelines, campaigns, { staff });
    });
    await step(`${size.activities} activities`, () =>
      insertActivities(trx, size.activities, firstLead, size.leads, { staff }),
    );
    await step("lead timelines", () => insertCreatedEvents(trx, firstLead));
    await step("lead scores", () => refreshScores(trx, null));
    await step("lead indexes", () => rebuildIndexes());
    // Support: tickets over the same clients and staff, then their conversations.
    const firstTicket = await nextId(trx, "tickets");
    let rebuildSupportIndexes: (() => Promise<void>)[] = [];
    await step(`${size.tickets} tickets`, async () => {
      await ensureSupportLookups(trx);
      rebuildSupportIndexes = [
        await dropSecondaryIndexes(trx, "tickets"),
        await dropSecondaryIndexes(trx, "ticket_messages"),
      ];
      await insertTickets(trx, size.tickets, { staff, clients });
    });
    let points: Awaited<ReturnType<typeof ticketSlaPoints>>;
    await step("ticket SLA dues in business time", async () => (points = await ticketSlaPoints(trx, firstTicket)));
    await step(`${size.ticketMessages} ticket messages`, () =>
      insertTicketMessages(trx, size.ticketMessages, firstTicket, { staff, clients }),
    );
    await step("ticket dues, first responses and last messages", () => touchTickets(trx, firstTicket, points));
    await step("ticket indexes", async () => {
      for (const rebuild of rebuildSupportIndexes) await rebuild();
    });
    // Billing: two years of invoices over the same clients, their lines and payments.
    await seedBilling(trx, size, { clients }, step);
    await seedEducation(trx, size, { staff }, step);
    for (const table of LOADED_TABLES)
      await sql`alter table ${sql.table(table)} enable trigger ${triggers}`.execute(trx);
  });
  const began = performance.now();
  // Fresh statistics and a clean visibility map, so the planner sees the new sizes and can read
  // indexes alone at once, rather than after autovacuum gets round to it.
  for (const table of [...LOADED_TABLES, "users", "lead_clients", "project_managers", "pipelines", "pipeline_stages"])
    await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
  report.push({ step: "vacuum and analyze", ms: Math.round(performance.now() - began) });
  log(`vacuum and analyze: ${report[report.length - 1].ms} ms`);
  return report;
}

/** How many rows of each loaded table there are now. */
export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of [...LOADED_TABLES, "lead_clients", "project_managers", "pipelines", "pipeline_stages"]) {
    const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    out[table] = row.rows[0].n;
  }
  return out;
}
