import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { fieldError } from "../../errors.js";
import { companyToday } from "../billing/invoice-status.js";
import type { Database } from "../../db/schema.js";

/** An offer one may enrol with today: active and within its validity dates (`o` is the offers' alias). */
export function offerValidToday(alias = "o"): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const today = companyToday();
  return sql<SqlBool>`(${col("active")} and (${col("valid_from")} is null or ${col("valid_from")} <= ${today}) and
    (${col("valid_to")} is null or ${col("valid_to")} >= ${today}))`;
}

/**
 * Whether the client has registered before (any registration, whatever became of it): a "new
 * clients only" offer is not for them. `before`: only registrations made before that one (an
 * edit of an existing registration does not count itself, nor later ones).
 */
export function hasEarlierRegistration(clientId: number | RawBuilder<unknown>, before?: number): RawBuilder<SqlBool> {
  const earlier = before === undefined ? sql`true` : sql`r.id < ${before}`;
  return sql<SqlBool>`exists (select 1 from course_registrations r where r.client_id = ${clientId} and ${earlier})`;
}

/**
 * Whether offer `o` (the alias) applies to a registration of that client in that course: public
 * or assigned to the client, valid today, naming no courses or this one. No client: public only.
 */
export function offerUsableBy(alias: string, clientId: number | null, courseId: number | null): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const assigned = clientId === null ? sql<SqlBool>`false` : sql<SqlBool>`${clientId} = any(${col("client_ids")})`;
  const course =
    courseId === null
      ? sql<SqlBool>`true`
      : sql<SqlBool>`(cardinality(${col("course_ids")}) = 0 or ${courseId} = any(${col("course_ids")}))`;
  return sql<SqlBool>`((${col("access_type")} = 'public' or ${assigned}) and ${offerValidToday(alias)} and ${course})`;
}

export interface OfferUse {
  offerId: number;
  clientId: number;
  courseId: number;
  /** The registration being edited, if any. */
  registrationId?: number;
}

/**
 * Refuses (422 on enrollment_id) an offer the registration's client may not use: one private and
 * not assigned to them, inactive, outside its dates, naming courses but not this one, or "new
 * clients only" for a client who registered before.
 */
export async function assertOfferUsable(trx: Kysely<Database>, use: OfferUse): Promise<void> {
  const { rows } = await sql<{ usable: boolean; new_only: boolean; returning: boolean }>`
    select
      ${offerUsableBy("o", use.clientId, use.courseId)} as usable,
      o.availability = 'new_clients' as new_only,
      ${hasEarlierRegistration(use.clientId, use.registrationId)} as returning
    from enrollments o where o.id = ${use.offerId}`.execute(trx);
  const offer = rows[0];
  if (!offer?.usable) throw fieldError("enrollment_id", "education-api:offerUnavailable");
  if (offer.new_only && offer.returning) throw fieldError("enrollment_id", "education-api:offerNewClientsOnly");
}
