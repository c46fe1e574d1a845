import { sql, type Kysely } from "kysely";
import { intArray, mix } from "./large-data-sql.js";
import { mandateColumns } from "./large-data-education-iban.js";
import type { Database } from "../db/schema.js";

// The large data's families, their mandates and their children's registrations. A registration's
// status is what the server would have decided had they arrived in order of creation: within each
// course, the rows not withdrawn take its seats in that order (pending or confirmed; completed
// once the course has ended), the rest wait (waitlisted_at = when they came), and in an ended
// course those left waiting were withdrawn when it ended. So seated never exceeds seats, and no
// one waits for a course with a free seat.

const PARENTS = [
  "María",
  "Javier",
  "Elena",
  "Antonio",
  "Laura",
  "Raúl",
  "Silvia",
  "Carlos",
  "Nuria",
  "Beatriz",
  "Óscar",
  "Irene",
  "Pilar",
  "Jorge",
  "Cristina",
  "Manuel",
  "Rosa",
  "Fernando",
];
const CHILDREN = [
  "Pablo",
  "Lucía",
  "Hugo",
  "Martina",
  "Leo",
  "Sofía",
  "Mateo",
  "Valeria",
  "Daniel",
  "Noa",
  "Álvaro",
  "Carla",
  "Adrián",
  "Julia",
  "Marco",
  "Paula",
  "Izan",
  "Vega",
  "Bruno",
  "Alba",
];
const LAST_NAMES = [
  "García",
  "López",
  "Martínez",
  "Sánchez",
  "Pérez",
  "Gómez",
  "Ruiz",
  "Díaz",
  "Moreno",
  "Muñoz",
  "Álvarez",
  "Romero",
  "Navarro",
  "Torres",
  "Gil",
  "Serrano",
  "Molina",
  "Ortiz",
  "Castro",
  "Vidal",
];
const REASONS = [
  "Cambio de horario en el colegio",
  "Se muda a otra ciudad",
  "Motivos económicos",
  "No puede compaginarlo con otras actividades",
  "Cambio de turno en el trabajo",
  "Prefiere la modalidad en línea",
];

const lit = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
const pick = (values: readonly string[], expr: ReturnType<typeof sql>, salt: number) =>
  sql<string>`(${lit(values)})[1 + ${mix(expr, salt, values.length)}]`;

/** Parents as lead clients of type "Particular", with a valid DNI each. */
export async function insertFamilies(db: Kysely<Database>, count: number, domain: string): Promise<void> {
  const g = sql`g`;
  await sql`
    insert into lead_clients (name, email, phone, tax_id, client_type_id, language, address, postal_code, city,
    province)
    select ${pick(PARENTS, g, 741)} || ' ' || ${pick(LAST_NAMES, g, 742)} || ' ' || ${pick(LAST_NAMES, g, 743)},
           'familia' || g || '@' || ${domain}, '+346' || lpad((${mix(g, 744, 100_000_000)})::text, 8, '0'),
           lpad((60000000 + g * 7)::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', 1 + (60000000 + g * 7) % 23, 1),
           (select id from client_types where code = 'PART' limit 1), 'es', 'Calle de Alcalá ' || g, '28009', 'Madrid',
           'Madrid'
    from generate_series(1, ${sql.lit(count)}) g order by g`.execute(db);
}

/** A mandate for 19 in 20 of the large data's clients, companies and families alike. */
export async function insertMandates(db: Kysely<Database>, familyDomain: string): Promise<void> {
  const id = sql`c.id`;
  await sql`
    update lead_clients set iban = m.iban, bic = m.bic, mandate_id = m.mandate_id, mandate_signed_on =
    m.mandate_signed_on
    from (select c.id, ${mandateColumns(id)} from lead_clients c
          where (c.email like ${`%@${familyDomain}`} or c.email like '%@clientes-volumen.test') and c.mandate_id is null
          and ${mix(id, 614, 20)} <> 0) m
    where lead_clients.id = m.id`.execute(db);
}

/**
 * `count` registrations, family after family in turn (so each has count / families of them, in
 * different courses), drawn into `large_registrations` and then written in order of creation.
 * An adults' course is taken by the parent, any other by one of their one to three children.
 */
export async function insertRegistrations(
  db: Kysely<Database>,
  count: number,
  firstCourse: number,
  familyDomain: string,
  staff: number[],
): Promise<void> {
  const g = sql`d.g`;
  const families = (
    await sql<{
      n: number;
    }>`select count(*)::int as n from lead_clients where email like ${`%@${familyDomain}`}`.execute(db)
  ).rows[0].n;
  const courses = (
    await sql<{ n: number }>`select count(*)::int as n from courses where id >= ${firstCourse}`.execute(db)
  ).rows[0].n;
  const offers = (
    await sql<{ id: number }>`select id from enrollments where name like '%(volumen)' order by id`.execute(db)
  ).rows.map((r) => r.id);
  const child = sql`(f.rn * 4 + d.k % (1 + ${mix(sql`f.rn`, 732, 3)}))`;
  await sql`
    create temporary table large_registrations on commit drop as
    with fam as (select id, name, row_number() over (order by id) as rn from lead_clients where email like
    ${`%@${familyDomain}`}),
    crs as (select c.id, c.seats, c.start_date, c.end_date, coalesce(l.name = 'Adultos', false) as adults, row_number()
    over (order by c.id) as rn
            from courses c left join academic_levels l on l.id = c.academic_level_id where c.id >= ${firstCourse}),
    drawn as (select g, 1 + (g - 1) % ${sql.lit(families)} as family_rn, (g - 1) / ${sql.lit(families)} as k from
    generate_series(1, ${sql.lit(count)}) g),
    placed as (
      select d.g, f.id as client_id, c.id as course_id, c.seats, c.start_date, c.end_date, ${mix(g, 737, 100)} < 6 as
      withdrawn,
             case when c.adults then f.name else ${pick(CHILDREN, child, 733)} || ' ' || split_part(f.name, ' ', 2) ||
             ' ' || split_part(f.name, ' ', 3) end as student_name,
             case when c.adults then date '1970-01-01' + ${mix(child, 734, 9000)} else date '2008-01-01' +
             ${mix(child, 734, 4300)} end as student_birth_date,
             least(now() - interval '1 hour' - make_interval(mins => ${mix(g, 736, 20000)}),
                   c.start_date - 60 + make_interval(days => ${mix(g, 735, 75)}, mins => ${mix(g, 738, 1440)})) as
                   created_at
      from drawn d join fam f on f.rn = d.family_rn
      join crs c on c.rn = 1 + (${mix(sql`f.rn`, 731, courses)} + d.k * 37) % ${sql.lit(courses)}
    )
    select p.*, case when p.withdrawn then null else row_number() over (partition by p.course_id, p.withdrawn order by
    p.created_at, p.g) end as seat,
           p.end_date < current_date as ended, p.start_date > current_date as future
    from placed p`.execute(db);
  await sql`analyze large_registrations`.execute(db);
  const r = sql`r.g`;
  await sql`
    with decided as (
      select r.*, case when r.withdrawn then 'withdrawn'
                       when r.seat > r.seats then case when r.ended then 'withdrawn' else 'waitlisted' end
                       when r.ended then 'completed'
                       when ${mix(r, 739, 100)} < case when r.future then 50 else 4 end then 'pending'
                       else 'confirmed' end as status
      from large_registrations r
    )
    insert into course_registrations (client_id, student_name, student_birth_date, course_id, enrollment_id, status,
    confirmed_at, waitlisted_at,
                                      withdrawn_on, withdrawal_reason, completed_at, created_by_id, created_at,
                                      updated_at)
    select r.client_id, r.student_name, r.student_birth_date, r.course_id,
           case when ${mix(r, 740, 10)} < 4 then (${intArray(offers)})[1 + ${mix(r, 745, offers.length)}] end,
           r.status, case when r.status in ('confirmed', 'completed') then least(now(), r.created_at +
           make_interval(hours => 1 + ${mix(r, 746, 72)})) end,
           case when r.status = 'waitlisted' then r.created_at end,
           case when r.status = 'withdrawn' then case when r.withdrawn then least(current_date, r.created_at::date + 3 +
           ${mix(r, 747, 60)}) else r.end_date end end,
           case when r.status = 'withdrawn' then case when r.withdrawn then ${pick(REASONS, r, 748)} else
           'Sin plaza: el curso terminó' end end,
           case when r.status = 'completed' then r.end_date + time '18:00' end,
           (${intArray(staff)})[1 + ${mix(r, 749, staff.length)}], r.created_at, r.created_at
    from decided r
    order by r.created_at, r.g`.execute(db);
  await sql`drop table large_registrations`.execute(db);
}
