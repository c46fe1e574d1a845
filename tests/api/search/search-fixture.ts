import type { Kysely } from "kysely";
import { call, type TestApp } from "../../fixtures/app.js";
import { createDraft, issued, line, openBilling, type Billing } from "../../fixtures/billing.js";
import { createCourse } from "../../fixtures/education.js";
import { createTicket } from "../../fixtures/support.js";
import type { Api } from "../../fixtures/records.js";

// The records the search tests look for, each named so that a query's answer is known: two
// clients (the portal user's and another), leads of a commercial user, of another user and of
// nobody, projects and tasks of both clients, tickets, issued and draft invoices, and a course.

type Row = Record<string, any>;

export interface SearchWorld extends Billing {
  leads: { maria: number; pedro: number; lucia: number; garces: number };
  projects: { mine: number; theirs: number };
  task: number;
  tickets: { mine: Row; theirs: Row };
  invoices: { issued: Row; draft: Row; theirs: Row };
  course: number;
}

export interface Answer {
  status: number;
  body: any;
}

export async function search(
  who: Api | { app: Api["app"]; token?: undefined },
  query: string,
  lang?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await call(who.app, who.token, { method: "GET", url: `/api/search${query}`, lang, headers });
  return { status: res.statusCode, body: res.json() };
}

/** The items of one kind's group, or [] when the group is left out. */
export const itemsOf = (body: any, kind: string): any[] => body.groups.find((g: any) => g.kind === kind)?.items ?? [];
export const titlesOf = (body: any, kind: string): string[] => itemsOf(body, kind).map((i) => i.title);

export async function openSearchWorld(kind: TestApp["kind"]): Promise<SearchWorld> {
  const b = await openBilling(kind);
  const db: Kysely<any> = b.db;
  await db
    .updateTable("lead_clients")
    .set({ name: "García Asesores", email: "hola@garcia-asesores.test" })
    .where("id", "=", b.client.clientId)
    .execute();
  await db
    .updateTable("lead_clients")
    .set({ name: "Hermanos García" })
    .where("id", "=", b.otherClient.clientId)
    .execute();
  const lead = async (values: Row) =>
    Number((await db.insertInto("leads").values(values).returning("id").executeTakeFirstOrThrow()).id);
  const leads = {
    maria: await lead({
      name: "María García",
      company: "Acme SL",
      email: "maria@acme.test",
      owner_id: b.commercial.id,
    }),
    pedro: await lead({ name: "Pedro García", company: "Otra SA", owner_id: b.admin.id }),
    lucia: await lead({ name: "Lucía García", owner_id: null }),
    garces: await lead({ name: "Mario Garcés", owner_id: b.commercial.id }),
  };
  const project = async (name: string, clientId: number) => {
    const state = await db.selectFrom("project_states").select("id").executeTakeFirstOrThrow();
    return Number(
      (
        await db
          .insertInto("projects")
          .values({ name, client_id: clientId, project_state_id: state.id })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
  };
  const projects = {
    mine: await project("Facturación electrónica", b.client.clientId),
    theirs: await project("Facturación interna", b.otherClient.clientId),
  };
  const taskState = await db.selectFrom("task_states").select("id").executeTakeFirstOrThrow();
  const task = Number(
    (
      await db
        .insertInto("tasks")
        .values({ name: "Facturación electrónica: pruebas", project_id: b.projectId, task_state_id: taskState.id })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id,
  );
  const tickets = {
    mine: await createTicket(b.client, { title: "No llega la factura de marzo" }),
    theirs: await createTicket(b.admin, { title: "No llega la factura de abril", client_id: b.otherClient.clientId }),
  };
  const invoices = {
    issued: await issued(b, { notes: "Asesoría fiscal García", lines: [line({ unit_price: 10000, vat_rate: 21 })] }),
    draft: await createDraft(b, { notes: "Asesoría laboral García" }),
    theirs: await issued(b, { client_id: b.otherClient.clientId, notes: "Asesoría contable García" }),
  };
  const course = Number((await createCourse(db, { name: "Facturación para autónomos", code: "FAC-01" })).id);
  return { ...b, leads, projects, task, tickets, invoices, course };
}
