import type { JsonSchema } from "../../crud/json-schema.js";
import { AGING_BUCKETS } from "../../../resources/billing/invoice-answers.js";

// The answers of the billing routes that are not rows of a resource, for the document and the
// serializer. Amounts are integer cents; VeriFactu's figures are the exact strings that were hashed.
// Their TypeScript shapes are in resources/billing/invoice-answers.ts, which the pages read too.

export { AGING_BUCKETS };

const cents = { type: "integer", description: "Integer cents" };
const text = { type: "string" };
const textOrNull = { type: ["string", "null"] };

export const breakdownAnswer: JsonSchema = {
  type: "object",
  description: "The invoice's amounts: per line, per VAT rate, and its totals",
  required: ["lines", "breakdown", "subtotal", "vat_total", "surcharge_total", "tax_total", "irpf_total", "total"],
  properties: {
    lines: {
      type: "array",
      items: {
        type: "object",
        required: ["base", "vat_amount", "surcharge_amount"],
        properties: { base: cents, vat_amount: cents, surcharge_amount: cents },
      },
    },
    breakdown: {
      type: "array",
      items: {
        type: "object",
        required: ["vat_rate", "exemption", "surcharge_rate", "base", "vat", "surcharge"],
        properties: {
          vat_rate: { type: ["number", "null"] },
          exemption: textOrNull,
          exemption_ground: textOrNull,
          surcharge_rate: { type: "number" },
          base: cents,
          vat: cents,
          surcharge: cents,
        },
      },
    },
    subtotal: cents,
    vat_total: cents,
    surcharge_total: cents,
    tax_total: { ...cents, description: "VAT plus surcharge (VeriFactu's CuotaTotal), integer cents" },
    irpf_total: cents,
    total: cents,
  },
};

const chainRecord = {
  id: { type: "integer" },
  invoice_id: { type: ["integer", "null"] },
  kind: { type: "string", enum: ["alta", "anulacion"] },
  issuer_nif: text,
  invoice_number: text,
  issue_date: { type: "string", description: "dd-mm-yyyy, as hashed" },
  invoice_type: textOrNull,
  tax_total: textOrNull,
  total: textOrNull,
  previous_hash: text,
  hash: text,
  generated_at: { type: "string", description: "As hashed, with the company's UTC offset" },
};

/** A record of the VeriFactu chain (an invoice's registration, or a cancellation). */
export const chainRecordAnswer: JsonSchema = {
  type: "object",
  description: "The VeriFactu record",
  required: ["id", "kind", "issuer_nif", "invoice_number", "issue_date", "previous_hash", "hash", "generated_at"],
  properties: chainRecord,
};

export const registrationAnswer: JsonSchema = {
  type: "object",
  description: "The invoice's VeriFactu registration record and the URL its QR code carries",
  required: [...(chainRecordAnswer.required as string[]), "qr_url"],
  properties: {
    ...chainRecord,
    created_at: { type: "string", format: "date-time" },
    recipient: {
      type: ["object", "null"],
      additionalProperties: true,
      description: "IDDestinatario as sent (NIF or IDOtro, NombreRazon)",
    },
    breakdown: {
      type: ["array", "null"],
      items: { type: "object", additionalProperties: true },
      description: "Desglose as sent",
    },
    qr_url: {
      type: "string",
      format: "uri",
      description: "ValidarQR for a record made in VERI*FACTU mode, ValidarQRNoVerifactu otherwise",
    },
    verifactu_mode: {
      type: "string",
      enum: ["verifactu", "no_verifactu"],
      description: "The company's mode when the record was made",
    },
  },
};

export const chainCheckAnswer: JsonSchema = {
  type: "object",
  description: "Whether the chain holds, how many records it has, and its first broken link",
  required: ["ok", "records", "broken"],
  properties: {
    ok: { type: "boolean" },
    records: { type: "integer" },
    broken: {
      type: ["object", "null"],
      required: ["id", "invoice_number", "reason"],
      properties: {
        id: { type: "integer" },
        invoice_number: text,
        reason: {
          type: "string",
          enum: ["hash", "link"],
          description: "hash: fields changed after hashing; link: a record missing, added or moved",
        },
      },
    },
  },
};

export const agingAnswer: JsonSchema = {
  type: "object",
  description: "What is still owed, by days past due",
  required: ["buckets", "total"],
  properties: {
    buckets: {
      type: "array",
      items: {
        type: "object",
        required: ["key", "count", "amount"],
        properties: { key: { type: "string", enum: [...AGING_BUCKETS] }, count: { type: "integer" }, amount: cents },
      },
    },
    total: cents,
  },
};

export const unbilledAnswer: JsonSchema = {
  type: "object",
  description: "The unbilled time in groups, a future invoice line each",
  required: ["groups", "minutes", "amount", "missing_rates"],
  properties: {
    groups: {
      type: "array",
      items: {
        type: "object",
        required: ["key", "label", "minutes", "rate", "hours", "amount", "entries"],
        properties: {
          key: text,
          label: text,
          minutes: { type: "integer" },
          rate: { type: ["number", "null"], description: "Cents per hour; null when the person has none" },
          hours: { type: "number" },
          amount: cents,
          entries: {
            type: "array",
            items: { type: "object", additionalProperties: true, description: "A time entry" },
          },
        },
      },
    },
    minutes: { type: "integer" },
    amount: cents,
    missing_rates: { type: "array", items: text, description: "People without an hourly rate" },
  },
};

export const sentAnswer: JsonSchema = {
  type: "object",
  description: "Where the invoice was mailed",
  required: ["sent_to"],
  properties: { sent_to: { type: "string", format: "email" } },
};
