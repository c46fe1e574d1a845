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

// A client is told of a member of the team as `{id: null, name: null, avatar: null, team: true}`.
const viewer = {
  type: "object",
  properties: {
    id: { type: ["integer", "null"] },
    name: { type: ["string", "null"] },
    avatar: { type: ["string", "null"] },
    team: { type: "boolean" },
  },
} as const;

export const presenceAnswerSchema = {
  type: "object",
  description: "Who views the record now, the caller included",
  properties: { viewers: { type: "array", items: viewer } },
} as const;

export const tabParamsSchema = {
  type: "object",
  required: ["tab"],
  additionalProperties: false,
  properties: { tab: uuid },
} as const;
