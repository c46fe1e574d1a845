import type { WriteHookEntry } from "../../crud/write-hooks.js";
import { conflict } from "../../errors.js";

// A series that has numbered an invoice keeps how it numbers: changing its code, kind or format
// then would make its next number disagree with the ones already issued. Its name and whether
// it is active may still change.
const NUMBERING = ["code", "kind", "format", "padding"];

export const SERIES_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "invoice-series",
    hooks: {
      async beforeWrite({ trx, action, values, before }) {
        if (action !== "edit" || !before) return;
        const changes = NUMBERING.some(
          (column) => Object.hasOwn(values, column) && String(values[column]) !== String(before[column]),
        );
        if (!changes) return;
        const used = await trx
          .selectFrom("invoices")
          .select("id")
          .where("series_id", "=", Number(before.id))
          .where("number", "is not", null)
          .limit(1)
          .executeTakeFirst();
        if (used) throw conflict("billing-api:seriesInUse");
      },
    },
  },
];
