import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { recordAudit } from "../../audit/record-audit.js";
import { runBeforeWrite } from "../../crud/write-hooks.js";
import { asSqlValues } from "../../crud/list-values.js";
import { recordLeadEvent } from "./lead-events.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";
import { leads } from "../../../resources/crm/leads.js";

// A lead written by the server on someone's behalf (an import, the website's form): the same
// defaults, normalisation and board places as a form's create, in the caller's transaction,
// without the duplicate warning (the caller has dealt with duplicates) and without the score,
// which the caller refreshes once for all the leads it wrote.

const LEADS = leads;

/** Inserts one lead (values keyed by column, `import_id` allowed) and answers its id. */
export async function insertLeadRow(
  trx: Kysely<Database>,
  values: Record<string, unknown>,
  request: FastifyRequest | null,
): Promise<number> {
  const hooks = request?.server.writeHooks;
  const event = { trx, def: LEADS, action: "create" as const, request: null, values: { ...values }, hooks };
  await runBeforeWrite(event);
  const { id } = await dynamicTable(trx)
    .insertInto(LEADS.table)
    .values(asSqlValues(LEADS, event.values))
    .returning("id")
    .executeTakeFirstOrThrow();
  const importId = (values.import_id ?? null) as number | null;
  const actorId = request?.auth?.id ?? null;
  await recordLeadEvent(trx, {
    leadId: id,
    kind: importId === null ? "created" : "imported",
    actorId,
    data: importId === null ? {} : { import_id: importId },
  });
  await recordAudit(trx, request, { action: "create", resource: LEADS.name, recordId: id, after: { ...values, id } });
  return id;
}
