import { confirmationNeeded, fieldError, type FieldError } from "../../errors.js";
import { isConfirmed } from "../../crud/confirmations.js";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { findDuplicates } from "./duplicates.js";
import { leadChangeEvents } from "./lead-change-events.js";
import { recordLeadEvent, recordLeadEvents } from "./lead-events.js";
import { applyLeadRules, restartRotting } from "./lead-rules.js";
import { refreshScores, rescoreAllAfterCommit } from "./lead-score.js";
import { leads } from "../../../resources/crm/leads.js";

// The sales rules on the generic writes (and board moves, which run the same hooks): a lead's
// defaults and stage clock, the duplicate warning on create, the timeline, and the score.

export const LEAD_DUPLICATES = "lead-duplicates";
const LEADS = leads;

const actorOf = (event: WriteEvent) => event.request?.auth?.id ?? null;
const idOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function warnOfDuplicates(event: WriteEvent): Promise<void> {
  const request = event.request;
  if (!request || isConfirmed(request, LEAD_DUPLICATES)) return;
  const v = event.values;
  const visible = scopeCondition(LEADS, await rowScopeFor(event.trx, LEADS, request, "show"));
  const matches = await findDuplicates(
    event.trx,
    { email: v.email as string, phone: v.phone as string, name: v.name as string, company: v.company as string },
    { visible },
  );
  if (!matches.length) return;
  const errors: Record<string, FieldError[]> = {};
  for (const reason of ["email", "phone", "name"] as const) {
    const same = matches.filter((m) => m.reasons.includes(reason));
    if (same.length)
      errors[reason] = [{ key: `crm:duplicate.${reason}`, params: { name: same[0].name, count: same.length } }];
  }
  throw confirmationNeeded(LEAD_DUPLICATES, errors, { duplicates: matches });
}

/** A status or stage keeps its outcome while leads are in it: they would contradict their other side. */
function keepOutcomeWhileUsed(resource: "lead-statuses" | "pipeline-stages", column: "lead_status_id" | "stage_id") {
  return async (event: WriteEvent) => {
    const outcome = event.values.outcome;
    if (event.action !== "edit" || outcome === undefined || outcome === event.before?.outcome) return;
    const { n } = await event.trx
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column, "=", Number(event.before!.id))
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw fieldError("outcome", "crm:outcome.inUse", { count: Number(n), resource });
  };
}

export const LEAD_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "leads",
    hooks: {
      async beforeWrite(event) {
        if (event.action === "delete") return;
        await applyLeadRules(event.trx, event.values, event.before);
        if (event.action === "create") await warnOfDuplicates(event);
      },
      async afterWrite(event) {
        if (event.action === "delete" || !event.after) return;
        const leadId = Number(event.after.id);
        await recordLeadEvents(event.trx, await leadChangeEvents(event.trx, event.before, event.after, actorOf(event)));
        await refreshScores(event.trx, [leadId]);
      },
    },
  },
  {
    resource: "lead-activities",
    hooks: {
      async afterWrite(event) {
        const row = event.after ?? event.before!;
        const leadId = Number(row.lead_id);
        if (event.action === "create" || (event.action === "edit" && row.done && !event.before?.done)) {
          const kind = event.action === "create" ? (row.type === "email" ? "email" : "activity") : "activity_done";
          await recordLeadEvent(event.trx, {
            leadId,
            kind,
            actorId: actorOf(event),
            data: {
              activity_id: row.id,
              type: row.type,
              subject: row.subject,
              due_at: row.due_at,
              outcome: row.outcome ?? null,
            },
          });
        }
        const leads = new Set([leadId, idOf(event.before?.lead_id)].filter((id): id is number => id !== null));
        await refreshScores(event.trx, [...leads]);
      },
    },
  },
  {
    resource: "lead-requests",
    hooks: {
      async afterWrite(event) {
        const leadId = idOf(event.after?.lead_id);
        if (event.action === "delete" || leadId === null || leadId === idOf(event.before?.lead_id)) return;
        await recordLeadEvent(event.trx, {
          leadId,
          kind: "request",
          actorId: actorOf(event),
          data: { request_id: event.after!.id, subject: event.after!.subject },
        });
      },
    },
  },
  {
    resource: "lead-answers",
    hooks: {
      async afterWrite(event) {
        const ids = [idOf(event.after?.lead_id), idOf(event.before?.lead_id)].filter((id): id is number => id !== null);
        await refreshScores(event.trx, [...new Set(ids)]);
      },
    },
  },
  { resource: "lead-statuses", hooks: { beforeWrite: keepOutcomeWhileUsed("lead-statuses", "lead_status_id") } },
  {
    resource: "pipeline-stages",
    hooks: {
      beforeWrite: keepOutcomeWhileUsed("pipeline-stages", "stage_id"),
      async afterWrite(event) {
        if (event.action !== "edit" || !event.after || !event.before) return;
        const id = Number(event.after.id);
        if (event.after.rotting_days !== event.before.rotting_days)
          await restartRotting(event.trx, id, idOf(event.after.rotting_days));
        if (event.after.win_probability !== event.before.win_probability) {
          const rows = await event.trx.selectFrom("leads").select("id").where("stage_id", "=", id).execute();
          await refreshScores(
            event.trx,
            rows.map((r) => r.id),
          );
        }
      },
    },
  },
  // A question's points weigh on every lead that answered it.
  ...["lead-questions", "lead-financial-questions"].map((resource) => ({
    resource,
    hooks: { afterWrite: (event: WriteEvent) => rescoreAllAfterCommit(event.trx, event.request?.server) },
  })),
];
