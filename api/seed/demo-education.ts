import { sql, type Kysely } from "kysely";
import {
  DEMO_COMPANY_MANDATES,
  DEMO_COURSES,
  DEMO_COURSE_TYPES,
  DEMO_FAMILIES,
  DEMO_LEVELS,
  DEMO_REGISTRATIONS,
  offerNames,
  type DemoCourse,
  type OfferKey,
  type Teacher,
} from "./demo-education-data.js";
import { SPANISH_BANKS, dni, mandateReference, spanishCreditorId, spanishIban } from "./demo-education-sepa.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// Writes the demo's academy straight to the tables (the seed runs without the API's hooks), so it
// keeps what the registration rules would: seated (pending + confirmed) never above a course's
// seats, the waitlist in the order it was made, confirmation and withdrawal dates, offers only
// where they apply. Mandates and the creditor are valid SEPA data, so a remittance can be made
// from the demo at once. Fee invoices are not drafted: the demo's invoices stay the billing ones.

const DAY = 86_400_000;
const TEACHERS: Record<Teacher, string> = {
  admin: "admin@demo.test",
  commercial: "commercial@demo.test",
  diego: "diego@demo.test",
  lucia: "lucia@demo.test",
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const intArray = (ids: number[]) => sql`array[${sql.join(ids)}]::integer[]`;

/** The school year running today (from July on, the one about to start): its first calendar year. */
export function schoolYearOf(today: Date): number {
  return today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

function courseDates(course: DemoCourse, year: number, now: Date): { start: string; end: string } {
  if (!course.workshop) return { start: `${year}-09-15`, end: `${year + 1}-06-19` };
  const start = new Date(now.getTime() - course.workshop.startDaysAgo * DAY);
  return { start: isoDate(start), end: isoDate(new Date(start.getTime() + course.workshop.weeks * 7 * DAY)) };
}

async function idsByName(db: Kysely<Database>, table: string, column = "name"): Promise<Map<string, number>> {
  const rows = await dynamicTable(db).selectFrom(table).select(["id", column]).execute();
  return new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
}

function must<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo education data: unknown ${key}`);
  return value;
}

/** A mandate signed some weeks ago, on an account of one of the banks. */
function mandate(clientId: number, n: number, now: Date) {
  const bank = SPANISH_BANKS[n % SPANISH_BANKS.length];
  return {
    iban: spanishIban(bank.code, String(1000 + ((n * 379) % 9000)), 3_000_000 + n * 104_729),
    bic: bank.bic,
    mandate_id: mandateReference(clientId),
    mandate_signed_on: isoDate(new Date(now.getTime() - (70 + n) * DAY)),
  };
}

export async function seedDemoEducation(db: Kysely<Database>, now = new Date()): Promise<void> {
  const year = schoolYearOf(now);
  await db.insertInto("course_types").values(DEMO_COURSE_TYPES).execute();
  await db.insertInto("academic_levels").values(DEMO_LEVELS).execute();
  const types = await idsByName(db, "course_types");
  const levels = await idsByName(db, "academic_levels");
  const users = await idsByName(db, "users", "email");

  const courses = new Map<string, number>();
  for (const course of DEMO_COURSES) {
    const { start, end } = courseDates(course, year, now);
    const { id } = await db
      .insertInto("courses")
      .values({
        name: course.name,
        code: course.code,
        course_type_id: must(types, course.type),
        academic_level_id: must(levels, course.level),
        description: course.description,
        teacher_id: must(users, TEACHERS[course.teacher]),
        start_date: start,
        end_date: end,
        seats: course.seats,
        monthly_price: course.monthly,
        enrollment_fee: course.fee,
        modality: course.online ? "online" : "in_person",
        vat_treatment: course.taxed ? "taxed" : "exempt",
        auto_confirm: Boolean(course.autoConfirm),
        active: true,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    courses.set(course.code, Number(id));
    await db
      .insertInto("course_sessions")
      .values(
        course.sessions.map(([weekday, start_time, end_time, room]) => ({
          course_id: id,
          weekday,
          start_time,
          end_time,
          room,
        })),
      )
      .execute();
  }

  const particular = await db.selectFrom("client_types").select("id").where("code", "=", "PART").executeTakeFirst();
  await db
    .insertInto("lead_clients")
    .values(
      DEMO_FAMILIES.map((f, n) => ({
        name: f.name,
        email: f.email,
        phone: f.phone,
        tax_id: dni(f.dni),
        client_type_id: particular?.id ?? null,
        language: "es",
        ...familyAddress(n),
      })),
    )
    .execute();
  const clients = await idsByName(db, "lead_clients");
  const payers = [...DEMO_FAMILIES.filter((f) => f.mandate).map((f) => f.name), ...DEMO_COMPANY_MANDATES];
  for (const [n, name] of payers.entries()) {
    const id = must(clients, name);
    await db
      .updateTable("lead_clients")
      .set(mandate(id, n + 1, now))
      .where("id", "=", id)
      .execute();
  }

  const names = offerNames(year);
  const offers = new Map<OfferKey, number>();
  const offerRows: [OfferKey, Record<string, unknown>][] = [
    [
      "course",
      {
        description:
          "Matrícula del curso escolar para todas las familias: reserva la plaza y cubre el material de inicio.",
        fee: 3000,
        access_type: "public",
        availability: "all_clients",
      },
    ],
    [
      "first",
      {
        description: "La primera matrícula en la academia, a mitad de precio.",
        fee: 1500,
        access_type: "public",
        availability: "new_clients",
      },
    ],
    [
      "private",
      {
        description: "Convenio de formación del profesorado de Academia Ejemplo: sin coste de matrícula.",
        fee: 0,
        access_type: "private",
        availability: "all_clients",
        course_ids: intArray([must(courses, "ING-B1-AD"), must(courses, "ALE-A1")]),
        client_ids: intArray([must(clients, "Academia Ejemplo")]),
      },
    ],
  ];
  for (const [key, row] of offerRows) {
    const { id } = await db
      .insertInto("enrollments")
      .values({
        name: names[key],
        valid_from: `${year}-06-01`,
        valid_to: key === "private" ? null : `${year + 1}-06-30`,
        active: true,
        ...row,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    offers.set(key, Number(id));
  }

  // One every two days up to a few days ago, in the order listed: the waitlist follows it.
  const admin = must(users, TEACHERS.admin);
  const clientUser = must(users, "client@demo.test");
  const last = DEMO_REGISTRATIONS.length - 1;
  for (const [i, r] of DEMO_REGISTRATIONS.entries()) {
    const created = new Date(now.getTime() - (4 + 2 * (last - i)) * DAY - (i % 5) * 3_600_000);
    const course = DEMO_COURSES.find((c) => c.code === r.course)!;
    const confirmed =
      r.status === "confirmed" || r.status === "withdrawn"
        ? new Date(created.getTime() + (course.autoConfirm ? 0 : DAY))
        : null;
    await db
      .insertInto("course_registrations")
      .values({
        client_id: must(clients, r.client),
        student_name: r.student,
        student_birth_date: r.born,
        course_id: must(courses, r.course),
        enrollment_id: r.offer ? offers.get(r.offer) : null,
        status: r.status,
        confirmed_at: confirmed,
        waitlisted_at: r.status === "waitlisted" ? created : null,
        withdrawn_on: r.status === "withdrawn" ? isoDate(new Date(created.getTime() + 12 * DAY)) : null,
        withdrawal_reason: r.reason ?? null,
        created_by_id: r.byClient ? clientUser : admin,
        created_at: created,
        updated_at: confirmed ?? created,
      })
      .execute();
  }

  const company = await db
    .selectFrom("company")
    .select(["name", "legal_name", "tax_id"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("tuition_settings")
    .set({
      creditor_name: String(company.legal_name ?? company.name).slice(0, 70),
      creditor_id: spanishCreditorId(String(company.tax_id)),
      creditor_iban: spanishIban("2100", "0418", 5_120_000_131),
      creditor_bic: "CAIXESBBXXX",
      run_day: 1,
      collection_days: 5,
      auto_run: false,
    })
    .where("id", "=", 1)
    .execute();
}

/** A Madrid address of its own per family: their tuition invoices are complete ones (F1). */
function familyAddress(n: number) {
  return {
    address: `Calle de Alcalá ${101 + 2 * n}`,
    postal_code: "28009",
    city: "Madrid",
    province: "Madrid",
    country: "ES",
  };
}
