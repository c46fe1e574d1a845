import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { MonthBounds } from "./tuition-month.js";
import type { MonthPreview } from "../../../resources/education/tuition-answers.js";
import type { Database } from "../../db/schema.js";

// Which registrations a month charges: confirmed ones, of active courses with a monthly price
// whose dates overlap the month (no start date: running already; no end date: still running).

export interface DueRegistration {
  registration_id: number;
  client_id: number;
  student_name: string;
  course_name: string;
  monthly_price: number;
  vat_treatment: "exempt" | "taxed";
  /** The course's legal ground while exempt. */
  exemption_ground: string;
}

export function dueCondition(bounds: MonthBounds): RawBuilder<SqlBool> {
  return sql<SqlBool>`r.status = 'confirmed' and c.active and c.monthly_price > 0
    and (c.start_date is null or c.start_date <= ${bounds.last}::date)
    and (c.end_date is null or c.end_date >= ${bounds.first}::date)`;
}

export const notCharged = (bounds: MonthBounds) =>
  sql<SqlBool>`not exists (select 1 from tuition_charges tc where tc.registration_id = r.id and tc.month =
    ${bounds.first}::date)`;

/** The month's due registrations with what an invoice line needs, of these registrations when given. */
export async function dueRegistrations(
  db: Kysely<Database>,
  bounds: MonthBounds,
  ids?: number[],
): Promise<DueRegistration[]> {
  const only = ids ? sql`and r.id = any(${sql.val(ids)}::int[])` : sql``;
  const { rows } = await sql<DueRegistration>`
    select r.id as registration_id, r.client_id, r.student_name, c.name as course_name, c.monthly_price,
    c.vat_treatment, c.exemption_ground
    from course_registrations r join courses c on c.id = r.course_id
    where ${dueCondition(bounds)} ${only}
    order by r.client_id, c.name, r.student_name, r.id`.execute(db);
  return rows.map((r) => ({
    ...r,
    registration_id: r.registration_id,
    client_id: r.client_id,
    monthly_price: r.monthly_price,
  }));
}

export type { MonthPreview };

/** What a run of the month would draft now, and how much of the month is charged already. */
export async function previewMonth(db: Kysely<Database>, bounds: MonthBounds): Promise<MonthPreview> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      count(distinct r.client_id) filter (where ${notCharged(bounds)}) as clients,
      count(*) filter (where ${notCharged(bounds)}) as registrations,
      coalesce(sum(c.monthly_price) filter (where ${notCharged(bounds)}), 0) as subtotal,
      coalesce(sum(c.monthly_price + case when c.vat_treatment = 'taxed'
        then round(c.monthly_price * (select default_tax_rate from company where id = 1) / 100) else 0 end) filter
        (where ${notCharged(bounds)}), 0) as total,
      (select count(*) from tuition_charges where month = ${bounds.first}::date) as already_charged
    from course_registrations r join courses c on c.id = r.course_id
    where ${dueCondition(bounds)}`.execute(db);
  const row = rows[0];
  return {
    month: bounds.month,
    clients: Number(row.clients),
    registrations: Number(row.registrations),
    subtotal: Number(row.subtotal),
    total: Number(row.total),
    already_charged: Number(row.already_charged),
  };
}
