import type { Kysely } from "kysely";
import { ISSUING_COMPANY, line } from "../../../fixtures/billing.js";
import { COMPLETE_RECIPIENT } from "../../../fixtures/recipient.js";
import { request, type SuiteContext } from "./suite-context.js";

// How a row reaches a value only the server sets, through the route a user takes to it: an
// invoice gets its number when issued, a lead its client and won time when converted and its lost
// time when lost. The generic filter checks bring three fresh rows there to filter by the value; a
// server-set filter with no way here (and none by writing the table alone) fails those checks.

type Row = Record<string, any>;
type Reach = (ctx: SuiteContext, row: Row) => Promise<void>;

async function send(ctx: SuiteContext, method: "POST" | "PATCH", url: string, payload: object): Promise<Row> {
  const res = await request(ctx, { method, url, payload });
  const ok = res.statusCode === 200 || res.statusCode === 201;
  if (!ok) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
const post = (ctx: SuiteContext, url: string, payload: object) => send(ctx, "POST", url, payload);

/** An invoice is issued only with the company's tax data and a recipient an invoice may name. */
async function issue(ctx: SuiteContext, invoice: Row): Promise<void> {
  const db = ctx.db as Kysely<any>;
  await db.updateTable("company").set(ISSUING_COMPANY).where("id", "=", 1).execute();
  await db
    .updateTable("lead_clients")
    .set({ ...COMPLETE_RECIPIENT })
    .where("id", "=", invoice.client_id)
    .execute();
  await send(ctx, "PATCH", `/api/invoices/${invoice.id}`, { version: invoice.version, lines: [line()] });
  await post(ctx, `/api/invoices/${invoice.id}/issue`, {});
}

/** A lead is won or lost into a status and a stage of its pipeline of that outcome: made when missing. */
async function closable(ctx: SuiteContext, lead: Row, outcome: "won" | "lost"): Promise<void> {
  const has = async (url: string) => (await request(ctx, { method: "GET", url })).json().length > 0;
  if (!(await has(`/api/lead-statuses?outcome=${outcome}&active=true`))) {
    await post(ctx, "/api/lead-statuses", { name: `Cerrado ${outcome}`, order: 9, outcome });
  }
  if (
    lead.pipeline_id
    && !(await has(`/api/pipeline-stages?pipeline_id=${lead.pipeline_id}&outcome=${outcome}&active=true`))
  ) {
    const stage = {
      pipeline_id: lead.pipeline_id,
      name: `Cerrada ${outcome}`,
      order: 9,
      outcome,
      win_probability: outcome === "won" ? 100 : 0,
    };
    await post(ctx, "/api/pipeline-stages", stage);
  }
}

const convert: Reach = async (ctx, lead) => {
  await closable(ctx, lead, "won");
  await post(ctx, `/api/leads/${lead.id}/convert`, {});
};

export const SERVER_SET_STATES: Record<string, Reach> = {
  "invoices.number": issue,
  "leads.converted_client_id": convert,
  "leads.won_at": convert,
  "leads.lost_at": async (ctx, lead) => {
    await closable(ctx, lead, "lost");
    await post(ctx, `/api/leads/${lead.id}/lose`, { reason: "Precio" });
  },
};
