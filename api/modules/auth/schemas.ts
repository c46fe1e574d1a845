// Request and answer schemas of the sign-in calls (DESIGN §4), shared by validation and the docs.
const userSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    email: { type: "string" },
    name: { type: "string" },
    lastname: { type: ["string", "null"] },
    phone: { type: ["string", "null"] },
    dni: { type: ["string", "null"] },
    revenue_percentage: { type: ["integer", "null"] },
    language: { type: "string" },
    avatar: { type: ["string", "null"] },
    active: { type: "boolean" },
    created_at: { type: "string", format: "date-time" },
    role: { type: ["string", "null"] },
    client_id: { type: ["integer", "null"] },
    client: { type: ["object", "null"], properties: { id: { type: "integer" }, name: { type: "string" } } },
    two_factor_enabled: { type: "boolean" },
    version: { type: "integer" },
    roles: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } } },
  },
} as const;

const message = { type: "object", properties: { message: { type: "string" } } } as const;

export const tokenBody = {
  type: "object",
  properties: {
    access_token: { type: "string" },
    refresh_token: { type: "string" },
    token_type: { type: "string" },
    expires_in: { type: "integer" },
    user: userSchema,
  },
} as const;

export const loginSchema = {
  tags: ["auth"],
  summary: "Sign in with email and password",
  security: [],
  body: {
    type: "object",
    required: ["email", "password"],
    additionalProperties: false,
    properties: {
      email: { type: "string", format: "email", maxLength: 254 },
      password: { type: "string", minLength: 1, maxLength: 200 },
    },
  },
  response: { 200: tokenBody, 422: { type: "object", properties: { message: { type: "string" }, errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } } } },
} as const;

export const refreshSchema = {
  tags: ["auth"],
  summary: "Exchange a refresh token for a new access token (rotation)",
  security: [],
  body: {
    type: "object",
    required: ["refresh_token"],
    additionalProperties: false,
    properties: { refresh_token: { type: "string", minLength: 1, maxLength: 200 } },
  },
  response: {
    200: { type: "object", properties: { token: { type: "string" }, refresh_token: { type: "string" }, expires_in: { type: "integer" } } },
    401: message,
  },
} as const;

export const meSchema = { tags: ["auth"], summary: "The signed-in user", response: { 200: { type: "object", properties: { data: userSchema } }, 401: message } } as const;
export const logoutSchema = { tags: ["auth"], summary: "Sign out: revokes this session's refresh tokens", response: { 200: message, 401: message } } as const;
