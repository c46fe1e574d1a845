// Bodies and answers of the presence routes; unknown fields are refused like everywhere else.
const uuid = { type: "string", format: "uuid" } as const;

export const presenceBodySchema = {
  type: "object",
  required: ["tab", "resource", "id"],
  additionalProperties: false,
  properties: {
    tab: uuid,
    stream: uuid,
    resource: { type: "string", minLength: 1, maxLength: 60 },
    id: { type: "integer", minimum: 1, maximum: 2147483647 },
  },
} as const;

const viewer = {
  type: "object",
  properties: { id: { type: "integer" }, name: { type: "string" }, avatar: { type: ["string", "null"] } },
} as const;

export const presenceAnswerSchema = {
  type: "object",
  description: "Who views the record now, the caller included",
  properties: { viewers: { type: "array", items: viewer } },
} as const;

export const tabParamsSchema = { type: "object", required: ["tab"], additionalProperties: false, properties: { tab: uuid } } as const;
