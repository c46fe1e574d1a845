import { setWriteHooks } from "../../crud/write-hooks.js";
import { validationFailed } from "../../errors.js";
import { normalizeTaxValues, taxDataErrors } from "./client-tax-data.js";

// A client's tax id and address on the generic writes of lead-clients (client-tax-data.ts).
export function registerClientTaxHooks(): void {
  setWriteHooks("lead-clients", "crm-tax-data", {
    async beforeWrite(event) {
      if (event.action === "delete") return;
      normalizeTaxValues(event.values, event.before);
      const errors = taxDataErrors(event.values, event.before);
      if (Object.keys(errors).length) throw validationFailed(errors);
    },
  });
}
