import { ROLES } from "../../../resources/index.js";
import { INT4_MAX } from "../../crud/field-kinds.js";
import { pageQueryProperties, sortQueryProperties } from "../../crud/query-schema.js";

// Request and answer schemas of /api/users. Answers list their properties, so nothing else
// (a password hash, a secret) could ever be serialized.
export const SORTABLE = ["id", "name", "lastname", "email", "created_at", "last_login_at"] as const;

const nullableText = (maxLength: number) => ({ type: ["string", "null"], maxLength });
const dateTime = { type: "string", format: "date-time" } as const;
const reference = {
  type: ["object", "null"],
  properties: { id: { type: "integer" }, name: { type: "string" } },
} as const;

export const userRowSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    email: { type: "string" },
    name: { type: "string" },
    lastname: { type: ["string", "null"] },
    phone: { type: ["string", "null"] },
    dni: { type: ["string", "null"] },
    revenue_percentage: { type: ["number", "null"] },
    hourly_rate: { type: ["integer", "null"], description: "Integer cents per hour, for invoicing logged time" },
    language: { type: "string" },
    avatar: { type: ["string", "null"], description: "Path of the image under /api/, e.g. files/avatars/<name>.png" },
    active: { type: "boolean" },
    client_id: { type: ["integer", "null"] },
    client: reference,
    two_factor_enabled: { type: "boolean" },
    last_login_at: { type: ["string", "null"], format: "date-time" },
    created_at: { ...dateTime, description: "Registration date" },
    updated_at: dateTime,
    version: { type: "integer" },
    role: { type: ["string", "null"], description: "The highest of the roles" },
    roles: {
      type: "array",
      items: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } },
    },
  },
} as const;

const editable = {
  name: { type: "string", minLength: 1, maxLength: 120 },
  lastname: nullableText(120),
  email: { type: "string", format: "email", maxLength: 254 },
  phone: nullableText(30),
  dni: nullableText(20),
  // Two decimals (2.5 %, 12.75 %): numeric(5,2) since migration 0010.
  revenue_percentage: { type: ["number", "null"], minimum: 0, maximum: 100, multipleOf: 0.01 },
  hourly_rate: { type: ["integer", "null"], minimum: 0, maximum: 100_000_000, description: "Integer cents per hour" },
  language: { type: "string", enum: ["es", "en"] },
  // At least one: checked in code, for the spec's own message ('Selecciona un rol').
  roles: { type: "array", items: { type: "string", enum: [...ROLES] }, uniqueItems: true, maxItems: ROLES.length },
  client_id: { type: ["integer", "null"], minimum: 1, maximum: INT4_MAX },
  active: { type: "boolean" },
  password: { type: "string", minLength: 6, maxLength: 200 },
} as const;

export const createUserBody = {
  type: "object",
  additionalProperties: false,
  required: ["name", "email", "password"],
  properties: editable,
} as const;

export const patchUserBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...editable,
    version: {
      type: "integer",
      minimum: 1,
      maximum: INT4_MAX,
      description: "The version read; a stale one answers 409",
    },
  },
} as const;

export const listUsersQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...pageQueryProperties(),
    ...sortQueryProperties(SORTABLE),
    id: { type: "array", items: { type: "integer", minimum: 1, maximum: INT4_MAX }, maxItems: 100 },
    role: {
      type: "array",
      items: { type: "string", enum: [...ROLES] },
      maxItems: ROLES.length,
      description: "Has one of these roles",
    },
    name_like: { type: "string", maxLength: 100, description: "Name or last name contains" },
    email_like: { type: "string", maxLength: 100 },
    q: { type: "string", maxLength: 100, description: "Name, last name or email contains" },
    active: { type: "boolean" },
    client_id: { type: "integer", minimum: 1, maximum: INT4_MAX },
  },
} as const;

export const userIdParams = {
  type: "object",
  required: ["id"],
  additionalProperties: false,
  properties: { id: { type: "integer", minimum: 1, maximum: 2147483647 } },
} as const;

export const errorAnswer = {
  type: "object",
  properties: {
    message: { type: "string" },
    data: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
} as const;
