import { sql } from "kysely";
import { scopeCondition } from "../../crud/row-scope.js";
import { fieldExpression } from "../../crud/field-sql.js";
import { CLIENT_OPEN_STATES } from "../../../resources/support/client-states.js";
import type { ClientFigures } from "../../../resources/dashboard-answer.js";
import { link, num, resourceDef, type DashboardContext } from "./dashboard-context.js";

// A client user's own page: their client's active projects and how far along they are, their
// tickets still in hand (open or waiting for them, as they see a ticket: client-states.ts) and
// their invoices with something left to pay
// (issued ones: a client never sees a draft), soonest due first.

const PROJECTS = resourceDef("projects");
const TICKETS = resourceDef("tickets");
const INVOICES = resourceDef("invoices");
const PROJECTS_SHOWN = 20;
const INVOICES_SHOWN = 10;

/** Only for a user whose every role is `client`. */
export function isClientOnly(roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((r) => r === "client");
}

export async function clientFigures(c: DashboardContext): Promise<ClientFigures | null> {
  if (!isClientOnly(c.roles)) return null;
  const [projectScope, ticketScope, invoiceScope] = await Promise.all([
    c.scope("projects"),
    c.scope("tickets"),
    c.scope("invoices"),
  ]);
  const none = sql`false`;
  const [projects, tickets, invoices] = await Promise.all([
    sql<{ id: number; name: string; progress: number | null; end_date: string | null }>`
      select projects.id, projects.name, projects.progress, to_char(projects.end_date, 'YYYY-MM-DD') as end_date from
      projects
      where projects.active and ${projectScope ? scopeCondition(PROJECTS, projectScope) : none} order by projects.name,
      projects.id limit ${PROJECTS_SHOWN}`.execute(c.db),
    sql<{ n: number }>`select count(*)::int as n from tickets
      where ${fieldExpression(TICKETS, "client_status")} in (${sql.join([...CLIENT_OPEN_STATES])})
        and ${ticketScope ? scopeCondition(TICKETS, ticketScope) : none}`.execute(c.db),
    sql<{ id: number; number: string; due_date: string | null; outstanding: string; count: number; amount: string }>`
      select invoices.id, invoices.number, to_char(invoices.due_date, 'YYYY-MM-DD') as due_date, invoices.outstanding,
        count(*) over ()::int as count, sum(invoices.outstanding) over () as amount
      from invoices where invoices.outstanding >= 1 and ${invoiceScope ? scopeCondition(INVOICES, invoiceScope) : none}
      order by invoices.due_date nulls last, invoices.id limit ${INVOICES_SHOWN}`.execute(c.db),
  ]);
  const due = invoices.rows;
  return {
    projects: projects.rows.map((r) => ({ id: r.id, name: r.name, progress: num(r.progress), end_date: r.end_date })),
    open_tickets: { value: num(tickets.rows[0].n), link: link("tickets", { client_status: [...CLIENT_OPEN_STATES] }) },
    invoices_due: {
      count: num(due[0]?.count),
      amount: num(due[0]?.amount),
      link: link("invoices", { outstanding_gte: "1" }),
      items: due.map((r) => ({ id: r.id, number: r.number, due_date: r.due_date, outstanding: num(r.outstanding) })),
    },
  };
}
