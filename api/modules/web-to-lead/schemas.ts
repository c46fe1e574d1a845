// POST /api/public/lead-requests: what a website's contact form may send (docs/crm-api.md,
// "Web-to-lead"). Lengths follow the leads and lead_requests columns.
export interface LeadRequestBody {
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  subject?: string;
  message: string;
  service_id?: number;
  /** The honeypot: people never see it, so only robots fill it in. */
  website?: string;
}

const message = { type: "object", properties: { message: { type: "string" } } } as const;
const validationError = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;

export const leadRequestSchema = {
  tags: ["crm"],
  summary: "A website's contact form: files a lead request and links (or creates) its lead",
  description:
    "No sign-in, any origin, JSON or application/x-www-form-urlencoded. Needs email or phone. Empty fields count "
    + "as absent. Throttled per IP (PUBLIC_LEADS_PER_MINUTE, 5 by default).",
  security: [],
  body: {
    type: "object",
    required: ["name", "message"],
    additionalProperties: false,
    properties: {
      name: { type: "string", minLength: 1, maxLength: 160 },
      email: { type: "string", format: "email", maxLength: 254 },
      phone: { type: "string", maxLength: 30 },
      company: { type: "string", maxLength: 160 },
      subject: { type: "string", maxLength: 200 },
      message: { type: "string", minLength: 1, maxLength: 5000 },
      service_id: { type: "integer", minimum: 1, maximum: 2147483647 },
      website: { type: "string", maxLength: 2000 },
    },
  },
  response: { 202: message, 413: message, 415: message, 422: validationError, 429: message },
} as const;
