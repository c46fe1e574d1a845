import { tokenBody } from "../auth/schemas.js";

// Request and answer schemas of the two-factor calls, shared by validation and the docs.
const message = { type: "object", properties: { message: { type: "string" } } } as const;
const fieldErrors = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;
export const tooMany = { description: "Too many failed attempts; see Retry-After", ...message } as const;
// Either a TOTP code or a backup code: the handler tells them apart and answers 'Invalid code'.
const code = { type: "string", minLength: 1, maxLength: 32 } as const;
const password = { type: "string", minLength: 1, maxLength: 200 } as const;
const noBody = { type: "object", additionalProperties: false, properties: {} } as const;

/** POST auth/login: the token body, or with two-factor on only the challenge. */
export const loginAnswer = {
  type: "object",
  description: "The token body; with two-factor on, only two_factor_required and challenge_token",
  properties: {
    ...tokenBody.properties,
    two_factor_required: { type: "boolean" },
    challenge_token: { type: "string" },
  },
} as const;

export const challengeSchema = {
  tags: ["auth"],
  summary: "Second step of sign-in: a 6-digit TOTP code or a backup code",
  security: [],
  body: {
    type: "object",
    required: ["challenge_token", "code"],
    additionalProperties: false,
    properties: { challenge_token: { type: "string", minLength: 1, maxLength: 200 }, code },
  },
  response: { 200: tokenBody, 401: message, 422: fieldErrors, 429: tooMany },
} as const;

export const statusSchema = {
  tags: ["two-factor"],
  summary: "Two-factor status of the signed-in user",
  response: {
    200: {
      type: "object",
      properties: {
        enabled: { type: "boolean" },
        pending: { type: "boolean", description: "A secret was issued but not confirmed yet" },
        confirmed_at: { type: ["string", "null"], format: "date-time" },
        backup_codes_left: { type: "integer" },
      },
    },
    401: message,
  },
} as const;

export const enableSchema = {
  tags: ["two-factor"],
  summary: "Start enabling two-factor: a new secret, its otpauth URL and QR code (not on until confirmed)",
  body: noBody,
  response: {
    200: {
      type: "object",
      properties: {
        secret: { type: "string" },
        otpauth_url: { type: "string" },
        qr_code: { type: "string", description: "PNG data URL" },
      },
    },
    401: message,
    409: message,
  },
} as const;

const backupCodesAnswer = {
  type: "object",
  properties: { backup_codes: { type: "array", items: { type: "string" } } },
} as const;

export const confirmSchema = {
  tags: ["two-factor"],
  summary: "Confirm with a code from the app: turns two-factor on and answers the backup codes (shown once)",
  body: { type: "object", required: ["code"], additionalProperties: false, properties: { code } },
  response: { 200: backupCodesAnswer, 401: message, 409: message, 422: fieldErrors, 429: tooMany },
} as const;

export const regenerateSchema = {
  tags: ["two-factor"],
  summary: "New backup codes (the old ones stop working); needs the current password",
  body: { type: "object", required: ["password"], additionalProperties: false, properties: { password } },
  response: { 200: backupCodesAnswer, 401: message, 409: message, 422: fieldErrors, 429: tooMany },
} as const;

export const disableSchema = {
  tags: ["two-factor"],
  summary: "Turn two-factor off (clears the secret and backup codes); needs the current password",
  body: {
    type: "object",
    required: ["password"],
    additionalProperties: false,
    properties: { password, sign_out_other_sessions: { type: "boolean", default: false } },
  },
  response: { 200: message, 401: message, 422: fieldErrors, 429: tooMany },
} as const;
