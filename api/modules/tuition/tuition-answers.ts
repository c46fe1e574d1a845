import type { JsonSchema } from "../../crud/json-schema.js";

// The answers of the tuition routes, for the document and the serializer. Amounts are integer cents.
// Objects stay open (additionalProperties) where a row is answered as the database holds it.

const cents = { type: "integer", description: "Integer cents" };
const count = { type: "integer" };
const textOrNull = { type: ["string", "null"] };

export const settingsAnswer: JsonSchema = {
  type: "object",
  description: "The run's schedule, the SEPA creditor, and which of its data are still missing",
  required: [
    "auto_run",
    "run_day",
    "collection_days",
    "creditor_name",
    "creditor_id",
    "creditor_iban",
    "creditor_bic",
    "version",
    "missing",
  ],
  properties: {
    auto_run: { type: "boolean" },
    run_day: count,
    collection_days: count,
    creditor_name: textOrNull,
    creditor_id: textOrNull,
    creditor_iban: textOrNull,
    creditor_bic: textOrNull,
    version: count,
    updated_at: { type: ["string", "null"], format: "date-time" },
    missing: { type: "array", items: { type: "string" }, description: "Fields a remittance needs that are empty" },
  },
};

export const previewAnswer: JsonSchema = {
  type: "object",
  description: "What a run of the month would draft",
  required: ["month", "clients", "registrations", "subtotal", "total", "already_charged"],
  properties: {
    month: { type: "string" },
    clients: count,
    registrations: count,
    subtotal: cents,
    total: cents,
    already_charged: count,
  },
};

const remittance = {
  type: "object",
  required: ["id", "run_id", "message_id", "collection_date", "transaction_count", "total", "created_at"],
  properties: {
    id: count,
    run_id: { type: ["integer", "null"] },
    message_id: { type: "string" },
    collection_date: { type: "string" },
    transaction_count: count,
    total: cents,
    returned_count: count,
    created_at: { type: "string" },
  },
};

const run = {
  type: "object",
  additionalProperties: true,
  required: ["id", "month", "total"],
  properties: { id: count, month: { type: "string", description: "YYYY-MM" }, total: cents },
};

export const runsAnswer: JsonSchema = {
  type: "array",
  description: "The runs, newest first",
  items: {
    ...run,
    properties: {
      ...run.properties,
      created_at: { type: "string", format: "date-time" },
      scheduled: { type: "boolean" },
      created_by_name: textOrNull,
      invoice_count: count,
      registration_count: count,
      draft_count: count,
      issued_count: count,
      outstanding: cents,
      remittances: { type: "array", items: remittance },
    },
  },
};

export const runCreatedAnswer: JsonSchema = {
  type: "object",
  description: "The run and how many invoices it drafted",
  required: ["run", "invoice_count"],
  properties: { run: { ...run, type: ["object", "null"] }, invoice_count: count },
};

export const runIssuedAnswer: JsonSchema = {
  type: "object",
  description: "The run as listed, and how many drafts were issued",
  additionalProperties: true,
  required: ["run"],
  properties: { run: { ...run, type: ["object", "null"] }, issued: count },
};

export const remittanceAnswer: JsonSchema = {
  type: "object",
  description: "The remittance made (null when nothing could be debited) and the invoices left out, with why",
  required: ["remittance", "skipped"],
  properties: {
    remittance: { ...remittance, type: ["object", "null"] },
    skipped: { type: "array", items: { type: "object", additionalProperties: true } },
  },
};

export const debitAnswer: JsonSchema = {
  type: "object",
  required: ["id", "remittance_id", "invoice_id", "client_id", "amount", "sequence_type", "status"],
  properties: {
    id: count,
    remittance_id: count,
    invoice_id: count,
    invoice_number: textOrNull,
    invoice_status: { type: "string" },
    client_id: count,
    client_name: { type: "string" },
    amount: cents,
    end_to_end_id: { type: "string" },
    mandate_id: textOrNull,
    sequence_type: { type: "string", enum: ["FRST", "RCUR"] },
    status: { type: "string" },
    returned_on: { type: ["string", "null"] },
    return_reason: textOrNull,
    payment_id: { type: ["integer", "null"] },
  },
};
