import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { validationFailed, type FieldError } from "../../errors.js";
import { isValidDniOrNie, normalizeSpanishId } from "../../validators/dni-nie.js";
import { normalizePhone } from "../../validators/phone.js";

// Rules the JSON schema cannot say: phone and DNI/NIE checked and normalized, a role chosen,
// and a client for client users (an existing one). Errors are gathered so the form shows all.

export interface UserBody {
  name?: string;
  lastname?: string | null;
  email?: string;
  phone?: string | null;
  dni?: string | null;
  revenue_percentage?: number | null;
  /** Integer cents an hour of this person's time is invoiced at (a project's own rate wins). */
  hourly_rate?: number | null;
  language?: string;
  roles?: string[];
  client_id?: number | null;
  active?: boolean;
  password?: string;
  version?: number;
}

export type UserColumns = Partial<
  Pick<
    UserBody,
    | "name"
    | "lastname"
    | "email"
    | "phone"
    | "dni"
    | "revenue_percentage"
    | "hourly_rate"
    | "language"
    | "client_id"
    | "active"
  >
>;

type Errors = Record<string, FieldError[]>;
const add = (errors: Errors, field: string, key: string) => (errors[field] ??= []).push({ key });

/** "" and blanks mean "no value" for optional text: forms send them when a field is cleared. */
export function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return value.trim() === "" ? null : value.trim();
}

/** Name, last name and phone: shared by the users API and the profile. */
export function personColumns(body: Pick<UserBody, "name" | "lastname" | "phone">, errors: Errors): UserColumns {
  const out: UserColumns = {};
  if (body.name !== undefined) {
    if (body.name.trim() === "") add(errors, "name", "validation:required");
    out.name = body.name.trim();
  }
  if (body.lastname !== undefined) out.lastname = blankToNull(body.lastname);
  const phone = blankToNull(body.phone);
  if (phone !== undefined) {
    const normalized = phone === null ? null : normalizePhone(phone);
    if (phone !== null && normalized === null) add(errors, "phone", "validation:phone");
    out.phone = normalized;
  }
  return out;
}

/**
 * The columns a users API body writes. `nextRoles` is the role list the user will have (the
 * body's, or the current one on an edit that leaves roles alone); `currentClientId` likewise.
 */
export async function userColumns(
  db: Kysely<Database>,
  body: UserBody,
  nextRoles: string[] | undefined,
  currentClientId: number | null,
): Promise<UserColumns> {
  const errors: Errors = {};
  const out = personColumns(body, errors);
  if (body.email !== undefined) out.email = body.email.trim().toLowerCase();
  const dni = blankToNull(body.dni);
  if (dni !== undefined) {
    if (dni !== null && !isValidDniOrNie(dni)) add(errors, "dni", "users:invalidDni");
    out.dni = dni === null ? null : normalizeSpanishId(dni);
  }
  if (body.revenue_percentage !== undefined) out.revenue_percentage = body.revenue_percentage;
  if (body.hourly_rate !== undefined) out.hourly_rate = body.hourly_rate;
  if (body.language !== undefined) out.language = body.language;
  if (body.active !== undefined) out.active = body.active;

  if (!nextRoles?.length) add(errors, "roles", "validation:roleRequired");
  const isClient = nextRoles?.includes("client") ?? false;
  const clientId = body.client_id !== undefined ? body.client_id : currentClientId;
  if (isClient) {
    if (clientId === null) add(errors, "client_id", "users:clientRequired");
    else if (!(await db.selectFrom("lead_clients").select("id").where("id", "=", clientId).executeTakeFirst()))
      add(errors, "client_id", "validation:reference");
    else out.client_id = clientId;
  } else if (body.client_id !== undefined || currentClientId !== null) {
    // Only client users belong to a client: dropping the role drops the link.
    out.client_id = null;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return out;
}
