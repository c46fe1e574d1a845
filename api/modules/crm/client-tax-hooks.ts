import type { WriteHookEntry } from "../../crud/write-hooks.js";
import { validationFailed } from "../../errors.js";
import { normalizeTaxValues, taxDataErrors } from "./client-tax-data.js";

// A client's tax id and address on the generic writes of lead-clients (client-tax-data.ts).
export const CLIENT_TAX_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "lead-clients",
    hooks: {
      async beforeWrite(event) {
        if (event.action === "delete") return;
        normalizeTaxValues(event.values, event.before);
        const errors = taxDataErrors(event.values, event.before);
        if (Object.keys(errors).length) throw validationFailed(errors);
      },
    },
  },
];
