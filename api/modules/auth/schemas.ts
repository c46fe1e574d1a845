import { userRowSchema } from "../users/user-schemas.js";

// Request and answer schemas of the sign-in calls (docs/product.md#http-contract), shared by validation and the docs.
// The user in sign-in answers and /me: the users API's row, which lists every property it may carry.
const userSchema = userRowSchema;

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
  response: {
    200: tokenBody,
    422: {
      type: "object",
      properties: {
        message: { type: "string" },
        errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
      },
    },
  },
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
    200: {
      type: "object",
      properties: { token: { type: "string" }, refresh_token: { type: "string" }, expires_in: { type: "integer" } },
    },
    401: message,
  },
} as const;

export const meSchema = {
  tags: ["auth"],
  summary: "The signed-in user",
  response: { 200: { type: "object", properties: { data: userSchema } }, 401: message },
} as const;
export const logoutSchema = {
  tags: ["auth"],
  summary: "Sign out: revokes this session's refresh tokens",
  response: { 200: message, 401: message },
} as const;
