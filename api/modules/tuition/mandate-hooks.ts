import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { validationFailed, type FieldError } from "../../errors.js";
import { companyDate } from "./company-date.js";
import { bicError, ibanError, mandateIdError, normalizeCode, normalizeIban } from "./sepa-checks.js";

// A client's SEPA mandate, on the generic writes of lead-clients: the account stored in its
// electronic format and checked, and the mandate whole (account, reference and signature date go
// together, signed no later than today), so every client with a mandate can be debited.

const MANDATE_FIELDS = ["iban", "mandate_id", "mandate_signed_on"] as const;

export const MANDATE_HOOKS: readonly WriteHookEntry[] = [
  {
    resource: "lead-clients",
    hooks: {
      async beforeWrite(event) {
        if (event.action === "delete") return;
        normalize(event.values);
        const errors = await mandateErrors(event);
        if (Object.keys(errors).length) throw validationFailed(errors);
      },
    },
  },
];

function normalize(values: Record<string, unknown>): void {
  if (typeof values.iban === "string") values.iban = normalizeIban(values.iban);
  if (typeof values.bic === "string") values.bic = normalizeCode(values.bic);
}

async function mandateErrors({ trx, values, before }: WriteEvent): Promise<Record<string, FieldError[]>> {
  const touched = ["iban", "bic", ...MANDATE_FIELDS].some((f) => f in values);
  if (!touched) return {};
  const row = { ...before, ...values } as Record<string, unknown>;
  const present = (field: string) => row[field] !== null && row[field] !== undefined && row[field] !== "";
  const errors: Record<string, FieldError[]> = {};
  const add = (field: string, error: FieldError | null) => {
    if (error) errors[field] = [error];
  };

  const iban = present("iban") ? String(row.iban) : null;
  if (iban) add("iban", ibanError(iban));
  if (present("bic")) add("bic", bicError(String(row.bic), iban));
  if (present("mandate_id")) add("mandate_id", mandateIdError(String(row.mandate_id)));
  if (present("mandate_signed_on") && String(row.mandate_signed_on) > (await companyDate(trx)))
    add("mandate_signed_on", { key: "tuition-api:signedInFuture" });

  // A half mandate cannot be debited: whichever part is given, the other two are needed.
  if (MANDATE_FIELDS.some(present) || present("bic")) {
    for (const field of MANDATE_FIELDS)
      if (!present(field) && !errors[field]) errors[field] = [{ key: "tuition-api:mandateIncomplete" }];
  }
  return errors;
}
