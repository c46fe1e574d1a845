import { sql, type Kysely } from "kysely";
import { intArray, mix } from "./large-data-sql.js";
import type { Step } from "./large-data-billing.js";
import { DEMO_COURSE_TYPES, DEMO_LEVELS } from "./demo-education-data.js";
import { insertFamilies, insertMandates, insertRegistrations } from "./large-data-education-registrations.js";
import type { Database } from "../db/schema.js";

// The education half of the large data set (issue 14): courses over the staff, most running this
// month, some ended, some about to start; their weekly classes; a few public offers; families
// (lead clients who are parents) with SEPA mandates, as the 200 companies get too; and the
// registrations, seated in order of arrival up to each course's seats and waitlisted after, so
// enough families have confirmed registrations this month for the monthly run to charge 5,000
// and more of them. Loaded like the rest: INSERT … SELECT over generate_series, values spread by
// a hash of the row number, the tables' triggers off (large-data.ts).

export interface EducationSize {
  /** Left out (or 0), the load adds no education data: the other loads' tests stay small. */
  courses?: number;
  registrations?: number;
  /** Parents' lead clients; each gets registrations in turn, so registrations / families each. */
  families?: number;
}

export const EDUCATION_SIZE: Required<EducationSize> = { courses: 300, registrations: 20_000, families: 6_000 };

/** The tables the education load writes: their triggers are off while it runs. */
export const EDUCATION_TABLES = ["courses", "course_sessions", "enrollments", "course_registrations"];

/** Where the large data's families are written to (their emails), to find them afterwards. */
export const FAMILY_DOMAIN = "familias-volumen.test";

/** What a course teaches, of which type and level: named as DEMO_COURSE_TYPES and the levels. */
const SUBJECTS: [string, string, string][] = [
  ["Inglés A2", "Idiomas", "Adultos"],
  ["Inglés B1", "Idiomas", "Adultos"],
  ["Inglés B2", "Idiomas", "Adultos"],
  ["Inglés C1", "Idiomas", "Adultos"],
  ["Inglés para niños", "Idiomas", "Primaria"],
  ["Francés A1", "Idiomas", "Adultos"],
  ["Alemán A1", "Idiomas", "Adultos"],
  ["Alemán A2", "Idiomas", "Adultos"],
  ["Matemáticas 1º ESO", "Apoyo escolar", "ESO"],
  ["Matemáticas 2º ESO", "Apoyo escolar", "ESO"],
  ["Matemáticas 4º ESO", "Apoyo escolar", "ESO"],
  ["Lengua 3º ESO", "Apoyo escolar", "ESO"],
  ["Física y Química 1º Bachillerato", "Apoyo escolar", "Bachillerato"],
  ["Química 2º Bachillerato", "Apoyo escolar", "Bachillerato"],
  ["Preparación EBAU", "Apoyo escolar", "Bachillerato"],
  ["Técnicas de estudio", "Apoyo escolar", "Primaria"],
  ["Robótica infantil", "Tecnología", "Primaria"],
  ["Programación con Scratch", "Tecnología", "Primaria"],
  ["Programación en Python", "Tecnología", "ESO"],
  ["Piano iniciación", "Música", "Primaria"],
  ["Guitarra", "Música", "ESO"],
  ["Lenguaje musical", "Música", "Infantil"],
  ["Dibujo y pintura", "Arte y creatividad", "Infantil"],
  ["Fotografía digital", "Arte y creatividad", "Adultos"],
];
const ROOMS = ["Aula 1", "Aula 2", "Aula 3", "Aula 4", "Laboratorio", "Aula de música", "Aula virtual"];
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat"];
const SLOTS = ["16:00", "17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00"];

const lit = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

/** The whole education load, as steps of the large data's transaction (its triggers already off). */
export async function seedEducation(
  db: Kysely<Database>,
  size: EducationSize,
  l: { staff: number[] },
  step: Step,
): Promise<void> {
  if (!size.courses) return;
  const n = { ...EDUCATION_SIZE, ...size };
  const firstCourse = (await sql<{ id: number }>`select coalesce(max(id), 0)::int + 1 as id from courses`.execute(db))
    .rows[0].id;
  await step(`${n.courses} courses and their classes`, async () => {
    await ensureLookups(db);
    await insertCourses(db, n.courses, l.staff);
    await insertSessions(db, firstCourse);
    await insertOffers(db);
  });
  await step(`${n.families} families and SEPA mandates`, async () => {
    await insertFamilies(db, n.families, FAMILY_DOMAIN);
    await insertMandates(db, FAMILY_DOMAIN);
  });
  await step(`${n.registrations} course registrations`, () =>
    insertRegistrations(db, n.registrations, firstCourse, FAMILY_DOMAIN, l.staff),
  );
}

/** The course types and levels the subjects name, when the demo that adds them is older than them. */
async function ensureLookups(db: Kysely<Database>): Promise<void> {
  for (const t of DEMO_COURSE_TYPES) {
    await sql`insert into course_types (name, description) select ${t.name}, ${t.description} where not exists (select 1
      from course_types where lower(name) = lower(${t.name}))`.execute(db);
  }
  for (const [name, order] of [
    ...DEMO_LEVELS.map((x) => [x.name, x.order] as const),
    ["Primaria", 1] as const,
    ["ESO", 2] as const,
    ["Bachillerato", 3] as const,
  ]) {
    await sql`insert into academic_levels (name, "order") select ${name}, ${order} where not exists (select 1 from
      academic_levels where lower(name) = lower(${name}))`.execute(db);
  }
}

/**
 * Courses named "<subject> · grupo <n>": 80 % running today (started up to 200 days ago, ending
 * in one to eight months), 10 % ended, 10 % starting after this month. A fifth are small groups
 * (30–50 seats) that fill up and keep a waitlist; the rest have 70–120 seats. One in twelve is
 * online and taxed, one in ten confirms by itself, a few are inactive.
 */
async function insertCourses(db: Kysely<Database>, count: number, staff: number[]): Promise<void> {
  const g = sql`g`;
  const subjects = SUBJECTS.map(([name]) => name);
  const subject = sql`(${lit(subjects)})[1 + ${mix(g, 701, subjects.length)}]`;
  await sql`
    with drawn as (
      select g, ${subject} as subject, ${mix(g, 702, 10)} as phase, ${mix(g, 708, 12)} = 0 as online,
             case when ${mix(g, 703, 5)} = 0 then 30 + ${mix(g, 704, 21)} else 70 + ${mix(g, 704, 51)} end as seats
      from generate_series(1, ${sql.lit(count)}) g
    ),
    dated as (
      select d.*, case when d.phase = 0 then current_date - 400 + ${mix(g, 705, 200)}
                       when d.phase = 1 then (date_trunc('month', current_date) + interval '1 month')::date +
                       ${mix(g, 705, 60)}
                       else current_date - 20 - ${mix(g, 705, 180)} end as start_date
      from drawn d
    )
    insert into courses (name, code, course_type_id, academic_level_id, description, teacher_id, start_date, end_date,
    seats, monthly_price, enrollment_fee,
                         modality, vat_treatment, auto_confirm, active)
    select x.subject || ' · grupo ' || x.g, 'VOL-' || lpad(x.g::text, 4, '0'), t.id, lv.id,
           'Curso de la carga de volumen número ' || x.g || '.', (${intArray(staff)})[1 + ${mix(g, 706, staff.length)}],
           x.start_date, case when x.phase = 0 then least(current_date - 5, x.start_date + 120 + ${mix(g, 707, 150)})
                              else greatest(x.start_date, current_date) + 40 + ${mix(g, 707, 200)} end,
           x.seats, 3000 + 500 * ${mix(g, 709, 13)}, (array[0, 1500, 2000, 3000, 5000])[1 + ${mix(g, 710, 5)}],
           case when x.online then 'online' else 'in_person' end, case when x.online then 'taxed' else 'exempt' end,
           ${mix(g, 711, 10)} = 0, ${mix(g, 712, 40)} <> 0
    from dated x
    join (values ${sql.join(SUBJECTS.map(([s, type, level]) => sql`(${s}, ${type}, ${level})`))}) as k(subject,
    type_name, level_name) on k.subject = x.subject
    left join course_types t on lower(t.name) = lower(k.type_name)
    left join academic_levels lv on lower(lv.name) = lower(k.level_name)
    order by x.g`.execute(db);
}

/** One or two weekly classes per course, the second two days after the first at the same time. */
async function insertSessions(db: Kysely<Database>, firstCourse: number): Promise<void> {
  const id = sql`c.id`;
  await sql`
    insert into course_sessions (course_id, weekday, start_time, end_time, room)
    select c.id, (${lit(WEEKDAYS)})[1 + (${mix(id, 721, 6)} + 2 * (k - 1)) % 6], s.slot,
           to_char(s.slot::time + make_interval(mins => (array[60, 90, 120])[1 + ${mix(id, 723, 3)}]), 'HH24:MI'),
           case when c.modality = 'online' then 'Aula virtual' else (${lit(ROOMS.slice(0, -1))})[1 +
           ${mix(id, 724, ROOMS.length - 1)}] end
    from courses c cross join generate_series(1, 2) k
    cross join lateral (select (${lit(SLOTS)})[1 + ${mix(id, 722, SLOTS.length)}] as slot) s
    where c.id >= ${firstCourse} and (k = 1 or ${mix(id, 725, 2)} = 0)
    order by c.id, k`.execute(db);
}

/** Public offers for every course, open-ended: the loaded registrations may name them whenever they were made. */
async function insertOffers(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into enrollments (name, description, fee, access_type, availability, active)
    values ('Matrícula general (volumen)', 'Oferta de la carga de volumen.', 3000, 'public', 'all_clients', true),
           ('Matrícula reducida (volumen)', 'Oferta de la carga de volumen: hermanos y familias numerosas.', 1500,
           'public', 'all_clients', true),
           ('Matrícula gratuita (volumen)', 'Oferta de la carga de volumen: campañas de captación.', 0, 'public',
           'all_clients', true)`.execute(db);
}
