import Ajv from "ajv";
import addFormats from "ajv-formats";
import { columnOf } from "../../../resources/index.js";
import { bodyFieldErrors, normalizeBody } from "../../crud/body-input.js";
import { createBodySchema } from "../../crud/json-schema.js";
import type { RowScopeValue } from "../../crud/row-scope.js";
import { forceScope } from "../../crud/row-scope.js";
import { withCreatorDefaults } from "../../crud/creator-defaults.js";
import type { FieldError } from "../../errors.js";
import { normalizePhone } from "../crm/phone.js";
import { readChoice, readDate, readInteger, readMoney, readText, plain, type CellRead } from "./cell-values.js";
import type { Lookups } from "./lookups.js";
import { MAPPABLE_FIELDS, type MappableField } from "../../../resources/crm/lead-import-fields.js";
import { translator } from "../../i18n.js";
import { leads } from "../../../resources/crm/leads.js";

// One row of the file as the body of POST /api/leads: each mapped cell read as its field's kind,
// names and emails turned into ids, then held to the very rules of the form's create (the
// declaration's JSON schema, its trimming, the phone check the lead rules make, the owner being
// the importer unless the file maps one (an empty cell of that column: unassigned), and a
// commercial user's forced ownership). Errors are keyed by the mapping's field names.

export const LEADS = leads;

// The generic routes' body validation (api/plugins/validation.ts): strict types, every error.
const ajv = addFormats(
  new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, strict: false, coerceTypes: false }),
);
const validateLead = ajv.compile(createBodySchema(LEADS));

/** The lead field each mappable field fills. */
const BODY_FIELD: Record<MappableField, string> = {
  name: "name",
  email: "email",
  phone: "phone",
  company: "company",
  source: "source",
  estimated_value: "estimated_value",
  likelihood: "likelihood",
  probability: "probability",
  next_action_date: "next_action_date",
  lead_status: "lead_status_id",
  campaign: "campaign_id",
  owner: "owner_id",
};
const MAPPED_FROM = new Map(Object.entries(BODY_FIELD).map(([mapped, body]) => [body, mapped as MappableField]));

/** Codes and labels (both languages) of an enumeration of leads → its code. */
function optionLabels(field: "source" | "likelihood"): Map<string, string> {
  const labels = new Map<string, string>();
  for (const option of LEADS.fields[field].options ?? []) {
    labels.set(plain(option), option);
    for (const lang of ["es", "en"] as const)
      labels.set(plain(translator(lang)(`resources:leads.options.${field}.${option}`)), option);
  }
  return labels;
}
const CHOICES = { source: optionLabels("source"), likelihood: optionLabels("likelihood") };

function lookedUp(id: number | undefined, text: string, key: string): CellRead<number> {
  if (text.trim() === "") return { value: null };
  return id === undefined ? { error: key } : { value: id };
}

export interface LeadBody {
  /** Insert values keyed by column (only the fields the row fills). */
  columns: Record<string, unknown>;
  errors: Record<string, FieldError[]>;
}

/** `cells` by mapped field; `scope` is the importing user's create scope on leads, `importer` their id. */
export function leadBody(
  cells: Partial<Record<MappableField, string>>,
  lookups: Lookups,
  scope: RowScopeValue,
  importer?: number,
): LeadBody {
  const errors: Record<string, FieldError[]> = {};
  const body: Record<string, unknown> = {};
  const ownerForced = scope.kind === "rows" && scope.field === "owner_id";
  for (const field of MAPPABLE_FIELDS) {
    const text = cells[field];
    if (text === undefined || (field === "owner" && ownerForced)) continue;
    const read = readCell(field, text, lookups);
    if ("error" in read) errors[field] = [{ key: read.error, params: { value: text.trim() } }];
    else if (read.value !== null) body[BODY_FIELD[field]] = read.value;
  }
  if (cells.owner !== undefined && cells.owner.trim() === "" && !ownerForced) body.owner_id = null;
  const forced = forceScope(LEADS, scope, withCreatorDefaults(LEADS, body, importer), true);
  normalizeBody(LEADS, forced);
  validateLead(forced);
  for (const [bodyField, list] of Object.entries(bodyFieldErrors(LEADS, forced, validateLead.errors ?? []))) {
    const field = MAPPED_FROM.get(bodyField) ?? bodyField;
    errors[field] ??= list;
  }
  if (typeof forced.phone === "string" && !errors.phone && !normalizePhone(forced.phone))
    errors.phone = [{ key: "validation:phone" }];
  const columns = Object.fromEntries(Object.entries(forced).map(([field, value]) => [columnOf(LEADS, field), value]));
  return { columns, errors };
}

function readCell(field: MappableField, text: string, lookups: Lookups): CellRead<unknown> {
  switch (field) {
    case "source":
    case "likelihood":
      return readChoice(text, CHOICES[field]);
    case "estimated_value":
      return readMoney(text);
    case "probability":
      return readInteger(text);
    case "next_action_date":
      return readDate(text);
    case "lead_status":
      return lookedUp(lookups.status(text), text, "crm-import-api:unknownStatus");
    case "campaign":
      return lookedUp(lookups.campaign(text), text, "crm-import-api:unknownCampaign");
    case "owner":
      return lookedUp(lookups.owner(text), text, "crm-import-api:unknownOwner");
    default:
      return readText(text);
  }
}
