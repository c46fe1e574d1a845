import { seriesKindOf } from "../../../resources/billing/billing-options.js";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { conflict, fieldError } from "../../errors.js";
import { recomputeAmounts } from "./invoice-amounts.js";
import { applyLineGrounds } from "./line-grounds.js";

// The rules of a draft on the generic writes of invoices (create, edit, delete): only drafts
// change (the database refuses the rest too, this answers it in words), the series must number
// the invoice's kind, an exempt line states its legal ground, and the amounts are recomputed
// from the lines once they are written.
export const INVOICE_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "invoices",
    hooks: {
      async beforeWrite(event) {
        if (event.before && event.before.status !== "draft")
          throw conflict("billing-api:issuedImmutable", { number: String(event.before.number) });
        if (event.action === "delete") return;
        await assertSeriesFits(event);
        applyLineGrounds(event.children);
      },
      async afterWrite(event) {
        if (event.action === "delete" || !event.after) return;
        await recomputeAmounts(event.trx, Number(event.after.id), Number(event.after.irpf_rate));
      },
    },
  },
];

async function assertSeriesFits({ trx, values, before }: WriteEvent): Promise<void> {
  const kind = String(values.kind ?? before?.kind ?? "F1");
  const seriesId = values.series_id ?? before?.series_id;
  if (values.kind === undefined && values.series_id === undefined) return;
  const series = await trx
    .selectFrom("invoice_series")
    .select(["kind", "active"])
    .where("id", "=", Number(seriesId))
    .executeTakeFirst();
  if (!series || series.kind !== seriesKindOf(kind)) throw fieldError("series_id", "billing-api:seriesKind");
  if (!series.active) throw fieldError("series_id", "billing-api:seriesInactive");
}
