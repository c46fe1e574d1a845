// Request and answer schemas of /api/company (the single company row).
const errorAnswer = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorAnswer]));

/** What every signed-in user reads: how the company is named, reached and shown. */
export const PUBLIC_FIELDS = [
  "id",
  "name",
  "legal_name",
  "tax_id",
  "address",
  "email",
  "phone",
  "website",
  "logo",
  "currency",
  "default_language",
  "timezone",
  "verifactu_mode",
] as const;
/** Settings only admins read and write. */
export const ADMIN_FIELDS = [
  "invoice_series",
  "default_tax_rate",
  "iban",
  "open_registration",
  "business_days",
  "business_start",
  "business_end",
  "verifactu_since",
  "version",
  "updated_at",
] as const;

/** What admins see of the certificate (never its key): company-rows.ts adds it to the row. */
export const certificateSummarySchema = {
  type: ["object", "null"],
  description: "Admins only. The company's electronic certificate, or null when none was uploaded",
  required: ["subject", "nif", "not_after", "uploaded_at", "status"],
  properties: {
    subject: { type: "string", description: "The holder, as the certificate's subject names it" },
    nif: { type: ["string", "null"], description: "The holder's NIF, when the subject carries one" },
    not_after: { type: "string", format: "date-time", description: "When it expires" },
    uploaded_at: { type: ["string", "null"], format: "date-time" },
    status: {
      type: "string",
      enum: ["valid", "certificate_expiring", "expired"],
      description: "certificate_expiring: it expires within 30 days",
    },
  },
} as const;

const text = { type: ["string", "null"] } as const;

export const companySchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    legal_name: text,
    tax_id: text,
    address: text,
    email: text,
    phone: text,
    website: text,
    logo: { type: ["string", "null"], description: "Path of the image under /api/, e.g. files/logos/<name>.png" },
    currency: { type: "string", description: "ISO 4217" },
    default_language: { type: "string" },
    timezone: { type: "string", description: "IANA time zone" },
    invoice_series: { type: "string", description: "Admins only" },
    default_tax_rate: { type: "number", description: "Admins only" },
    iban: {
      type: ["string", "null"],
      description: "Admins only. The bank account invoices ask transfers to (printed on them)",
    },
    open_registration: { type: "boolean", description: "Admins only" },
    business_days: {
      type: "array",
      items: { type: "integer" },
      description: "Admins only. ISO weekdays worked (1 = Monday … 7 = Sunday): the SLA clock counts in them",
    },
    business_start: {
      type: "string",
      description: 'Admins only. Local "HH:MM" the working day starts, in the company time zone',
    },
    business_end: {
      type: "string",
      description: 'Admins only. Local "HH:MM" it ends, after the start ("24:00": the end of the day)',
    },
    verifactu_mode: {
      type: "string",
      enum: ["verifactu", "no_verifactu"],
      description:
        "The invoicing system's mode: records sent to the tax agency (verifactu) or kept signed (no_verifactu)",
    },
    verifactu_since: {
      type: ["string", "null"],
      format: "date-time",
      description: "Admins only. When VERI*FACTU was last chosen",
    },
    certificate: certificateSummarySchema,
    version: { type: "integer", description: "Admins only" },
    updated_at: { type: "string", format: "date-time", description: "Admins only" },
  },
} as const;

const nullable = (maxLength: number) => ({ type: ["string", "null"], maxLength });

export const putCompanyBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    name: { type: "string", minLength: 1, maxLength: 160 },
    legal_name: nullable(200),
    tax_id: nullable(20),
    address: nullable(400),
    // Blank clears it; the format is checked in code so a cleared field is not an invalid email.
    email: nullable(254),
    phone: nullable(30),
    website: nullable(300),
    currency: { type: "string", pattern: "^[A-Z]{3}$" },
    default_language: { type: "string", enum: ["es", "en"] },
    timezone: { type: "string", minLength: 1, maxLength: 64 },
    invoice_series: { type: "string", minLength: 1, maxLength: 10, pattern: "^[A-Za-z0-9/_-]+$" },
    default_tax_rate: { type: "number", minimum: 0, maximum: 100 },
    // Checked in code: a real IBAN of a SEPA country, stored in its electronic format.
    iban: nullable(42),
    open_registration: { type: "boolean" },
    // Checked in code (company-input.ts) for messages that say what is wrong with the hours.
    business_days: { type: "array", maxItems: 7, items: { type: "integer" } },
    business_start: { type: "string", maxLength: 5 },
    business_end: { type: "string", maxLength: 5 },
    // The regulation's rules for changing it: company/verifactu-mode.ts.
    verifactu_mode: { type: "string", enum: ["verifactu", "no_verifactu"] },
    version: { type: "integer", minimum: 1, description: "The version read; a stale one answers 409" },
  },
} as const;
