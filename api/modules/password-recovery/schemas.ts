import { newPasswordProperties } from "../auth/password-rules.js";

const message = { type: "object", properties: { message: { type: "string" } } } as const;
const validationError = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;

export interface ForgotPasswordBody {
  email: string;
}

export interface ResetPasswordBody {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const forgotPasswordSchema = {
  tags: ["auth"],
  summary: "Ask for a password reset link by mail (the same answer whether the email has an account or not)",
  security: [],
  body: {
    type: "object",
    required: ["email"],
    additionalProperties: false,
    properties: { email: { type: "string", format: "email", maxLength: 254 } },
  },
  response: { 200: message, 422: validationError, 429: message },
} as const;

export const resetPasswordSchema = {
  tags: ["auth"],
  summary: "Set a new password with the link's token; signs the user out everywhere",
  security: [],
  body: {
    type: "object",
    required: ["token", "email", "password", "password_confirmation"],
    additionalProperties: false,
    properties: {
      token: { type: "string", minLength: 1, maxLength: 200 },
      email: { type: "string", format: "email", maxLength: 254 },
      ...newPasswordProperties,
    },
  },
  response: { 200: message, 422: validationError },
} as const;
