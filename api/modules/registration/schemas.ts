import { tokenBody } from "../auth/schemas.js";
import { newPasswordProperties } from "../auth/password-rules.js";

// docs/product.md#validation: full name ≥ 6, a valid email, a password ≥ 6 and its confirmation, terms accepted.
export const NAME_MIN = 6;

const message = { type: "object", properties: { message: { type: "string" } } } as const;
const validationError = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;

export interface RegisterBody {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

export interface ConfirmRegistrationBody {
  token: string;
}

export const registerSchema = {
  tags: ["auth"],
  summary: "Ask for a client account: a link is mailed (the same answer whether the email has an account or not)",
  description:
    "202 either way: a new address gets a link to /auth/register/confirm; the owner of an existing "
    + "account is told of the attempt. 403 when the company closed registration.",
  security: [],
  body: {
    type: "object",
    required: ["name", "email", "password", "password_confirmation", "terms"],
    additionalProperties: false,
    properties: {
      name: { type: "string", minLength: NAME_MIN, maxLength: 120 },
      email: { type: "string", format: "email", maxLength: 254 },
      ...newPasswordProperties,
      terms: { type: "boolean" },
    },
  },
  response: { 202: message, 403: message, 422: validationError, 429: message },
} as const;

export const confirmRegistrationSchema = {
  tags: ["auth"],
  summary: "Create the account of a mailed registration link and sign in (422 on token when the link no longer works)",
  security: [],
  body: {
    type: "object",
    required: ["token"],
    additionalProperties: false,
    properties: { token: { type: "string", minLength: 1, maxLength: 200 } },
  },
  response: { 201: tokenBody, 403: message, 422: validationError },
} as const;

export const registrationStatusSchema = {
  tags: ["auth"],
  summary: "Whether new accounts may be created",
  security: [],
  response: { 200: { type: "object", properties: { open: { type: "boolean" } } } },
} as const;
