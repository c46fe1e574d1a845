import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import { INVOICES, invoicesGuard } from "./invoice-access.js";
import { companyToday } from "./invoice-status.js";
import { AGING_BUCKETS, agingAnswer } from "./billing-answers.js";

export { AGING_BUCKETS };

// What clients owe, by how long past due: the amounts still outstanding on issued invoices, in
// the reader's scope (a client: their own).
export async function agingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  app.get(
    "/billing/aging",
    {
      onRequest: app.authenticate,
      preHandler: invoicesGuard("list"),
      schema: {
        tags: ["billing"],
        summary: "Outstanding amounts by days past due",
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: { client_id: { type: "string", pattern: "^[1-9][0-9]{0,9}$" } },
        },
        response: { 200: agingAnswer },
      },
    },
    async (request) => {
      const clientId = (request.query as { client_id?: string }).client_id;
      const scope = await rowScopeFor(db, INVOICES, request, "list");
      const late = sql<number>`(${companyToday()} - due_date)`;
      const bucket = sql<string>`case when due_date is null or ${late} <= 0 then 'current' when ${late} <= 30 then
        '0-30' when ${late} <= 60 then '31-60' when ${late} <= 90 then '61-90' else '90+' end`;
      const rows = await db
        .selectFrom("invoices")
        .select([
          bucket.as("key"),
          sql<number>`count(*)::int`.as("count"),
          sql<number>`sum(total - paid_total)`.as("amount"),
        ])
        .where("status", "in", ["issued", "partially_paid", "overdue"])
        .where(scopeCondition(INVOICES, scope))
        .$if(clientId !== undefined, (q) => q.where("client_id", "=", Number(clientId)))
        .groupBy(sql`1`)
        .execute();
      const found = new Map(rows.map((r) => [String(r.key), r]));
      const buckets = AGING_BUCKETS.map((key) => ({
        key,
        count: Number(found.get(key)?.count ?? 0),
        amount: Number(found.get(key)?.amount ?? 0),
      }));
      return { buckets, total: buckets.reduce((a, b) => a + b.amount, 0) };
    },
  );
}
