import { SEPA_RETURN_REASONS } from "../../../resources/education/education-options.js";
import { MONTH_PATTERN } from "./tuition-month.js";

// The request shapes of the tuition endpoints (docs/education-api.md, "Monthly fees and SEPA").

export const tags = ["billing"];

const date = { type: "string", format: "date" };
const text = (maxLength: number) => ({ type: ["string", "null"], maxLength });

export const settingsBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["version"],
  properties: {
    auto_run: { type: "boolean" },
    run_day: { type: "integer", minimum: 1, maximum: 28 },
    collection_days: { type: "integer", minimum: 2, maximum: 60 },
    creditor_name: text(70),
    // Room for spaces and lower case, which are taken out before the length that is stored.
    creditor_id: text(60),
    creditor_iban: text(60),
    creditor_bic: text(20),
    version: { type: "integer", minimum: 1 },
  },
};

export const monthQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["month"],
  properties: { month: { type: "string", pattern: MONTH_PATTERN } },
};

export const runBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["month"],
  properties: { month: { type: "string", pattern: MONTH_PATTERN } },
};

export const remittanceBodySchema = {
  type: ["object", "null"],
  additionalProperties: false,
  properties: { collection_date: date },
};

export const returnBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reason"],
  properties: { reason: { type: "string", enum: [...SEPA_RETURN_REASONS] }, returned_on: date },
};

export const runsQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { limit: { type: "integer", minimum: 1, maximum: 120, default: 24 } },
};
