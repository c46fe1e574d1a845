import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../db/schema.js";

// The set-based statements of the large data set: each fills a table with one INSERT … SELECT over
// generate_series. Values are spread by a hash of the row number, so every run builds the same
// data and no value pattern repeats with a short period.

/** A number in [0, m) that looks random, from a row number and a salt. */
export function mix(expr: RawBuilder<unknown>, salt: number, m: number): RawBuilder<number> {
  return sql<number>`((hashint4((${expr})::int + ${sql.lit(salt)}) + 2147483648::bigint) % ${sql.lit(m)})::int`;
}

export function intArray(values: number[]): RawBuilder<number[]> {
  return sql<number[]>`array[${sql.join(values.map((v) => sql.lit(v)))}]::int[]`;
}

function textArray(values: string[]): RawBuilder<string[]> {
  return sql<string[]>`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
}

const FIRST_NAMES = [
  "Ana",
  "Luis",
  "Marta",
  "Javier",
  "Elena",
  "Pablo",
  "Nuria",
  "Sergio",
  "Irene",
  "Raúl",
  "Silvia",
  "Óscar",
  "Beatriz",
  "Hugo",
  "Rocío",
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
];
const CLIENT_KINDS = [
  "Academia",
  "Colegio",
  "Talleres",
  "Distribuciones",
  "Clínica",
  "Consultoría",
  "Grupo",
  "Construcciones",
  "Transportes",
  "Hoteles",
];
const CLIENT_NAMES = [
  "Martínez",
  "García",
  "del Sur",
  "Levante",
  "Atlántico",
  "Ibérica",
  "Mediterráneo",
  "Castilla",
  "Norte",
  "Central",
  "del Valle",
  "Sierra",
  "Navarro",
  "Costa",
  "Aragón",
  "Galicia",
  "Montes",
  "Ribera",
  "Horizonte",
  "Albor",
];
const PROJECT_KINDS = [
  "Web corporativa",
  "Migración del ERP",
  "Campaña de matrícula",
  "App móvil",
  "Auditoría RGPD",
  "Formación en ciberseguridad",
  "Tienda en línea",
  "Intranet",
  "Implantación del CRM",
  "Plan de marketing",
  "Renovación de equipos",
  "Portal del empleado",
  "Cuadro de mando",
  "Digitalización de expedientes",
  "Plan de comunicación",
  "Soporte anual",
];
export const TASK_KINDS = [
  "Análisis de requisitos",
  "Reunión con el cliente",
  "Diseño de la interfaz",
  "Maquetación",
  "Desarrollo",
  "Integración con el CRM",
  "Migración de datos",
  "Pruebas",
  "Corrección de errores",
  "Documentación",
  "Formación de usuarios",
  "Revisión de calidad",
  "Preparar presupuesto",
  "Redacción de contenidos",
  "Configuración del servidor",
  "Copia de seguridad",
  "Informe de seguimiento",
  "Puesta en producción",
  "Revisión legal",
  "Cierre y facturación",
];
export const PHASE_NAMES = ["Análisis", "Ejecución", "Cierre"];

/** Staff users (one password hash for all) with a role; emails name@<domain>. Returns their ids in order. */
export async function insertStaff(
  db: Kysely<Database>,
  count: number,
  prefix: string,
  domain: string,
  passwordHash: string,
  roleId: number,
): Promise<number[]> {
  const g = sql`g`;
  const rows = await sql<{ id: number }>`
    insert into users (email, name, lastname, password_hash, language)
    select ${prefix} || lpad(g::text, 3, '0') || '@' || ${domain},
           (${textArray(FIRST_NAMES)})[1 + ${mix(g, 101, FIRST_NAMES.length)}],
           (${textArray(LAST_NAMES)})[1 + ${mix(g, 102, LAST_NAMES.length)}] || ' ' || (${textArray(LAST_NAMES)})[1 +
           ${mix(g, 103, LAST_NAMES.length)}],
           ${passwordHash}, 'es'
    from generate_series(1, ${sql.lit(count)}) g order by g
    returning id`.execute(db);
  const ids = rows.rows.map((r) => r.id);
  await sql`insert into user_roles (user_id, role_id) select unnest(${intArray(ids)}), ${sql.lit(roleId)}`.execute(db);
  return ids;
}

export async function insertManagers(db: Kysely<Database>, userIds: number[]): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    insert into project_managers (user_id, role, specialization)
    select u, case when ord % 3 = 0 then 'Consultor' else 'Jefe de proyecto' end,
           (array['Desarrollo web', 'ERP', 'Marketing educativo', 'Formación', 'Sistemas'])[1 + ord % 5]
    from unnest(${intArray(userIds)}) with ordinality as x(u, ord) order by ord
    returning id`.execute(db);
  return rows.rows.map((r) => r.id);
}

export async function insertClients(db: Kysely<Database>, count: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    insert into lead_clients (name, email, phone, tax_id, address, postal_code, city, province)
    select (${textArray(CLIENT_KINDS)})[1 + (g - 1) % ${sql.lit(CLIENT_KINDS.length)}] || ' ' ||
           (${textArray(CLIENT_NAMES)})[1 + ((g - 1) / ${sql.lit(CLIENT_KINDS.length)}) %
           ${sql.lit(CLIENT_NAMES.length)}] ||
           case when g > ${sql.lit(CLIENT_KINDS.length * CLIENT_NAMES.length)} then ' ' || g else '' end ||
           (array[' S.L.', ' S.A.', ''])[1 + ${mix(sql`g`, 201, 3)}],
           'contacto' || g || '@clientes-volumen.test', '+3496' || lpad((${mix(sql`g`, 202, 10_000_000)})::text, 7,
           '0'),
           -- A valid NIF and a full address each: their invoices are complete ones (F1).
           lpad((50000000 + g * 7)::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', 1 + (50000000 + g * 7) % 23, 1),
           'Calle de Colón ' || g, '46004', 'Valencia', 'Valencia/València'
    from generate_series(1, ${sql.lit(count)}) g order by g
    returning id`.execute(db);
  return rows.rows.map((r) => r.id);
}

export interface ProjectLookups {
  states: number[];
  categories: number[];
  managers: number[];
  clients: number[];
}

/** Projects from about a year and a half ago to six months ahead; their state follows their dates. */
export async function insertProjects(db: Kysely<Database>, count: number, l: ProjectLookups): Promise<void> {
  const n = sql`n`;
  const last = l.states.length;
  const stateAt = (i: number) => sql.lit(Math.min(i, last - 1) + 1);
  await sql`
    insert into projects (name, description, client_id, manager_id, project_category_id, project_state_id, priority,
    budget,
                          start_date, end_date, estimated_end_date, active)
    select (${textArray(PROJECT_KINDS)})[1 + ${mix(n, 1, PROJECT_KINDS.length)}] || ' · ' || c.name,
           'Proyecto de la carga de volumen número ' || n || '.',
           c.id, (${intArray(l.managers)})[1 + n % ${sql.lit(l.managers.length)}],
           (${intArray(l.categories)})[1 + ${mix(n, 2, l.categories.length)}],
           (${intArray(l.states)})[case when s.start_date + s.days < current_date then (case when ${mix(n, 3, 20)} = 0
           then ${stateAt(4)} else ${stateAt(3)} end)
                                        when s.start_date > current_date then 1
                                        else (case when ${mix(n, 4, 8)} = 0 then ${stateAt(2)} else ${stateAt(1)} end)
                                        end],
           (array['low', 'medium', 'medium', 'high', 'high', 'urgent'])[1 + ${mix(n, 5, 6)}],
           (500 + ${mix(n, 6, 4000)} * 50)::numeric,
           s.start_date, s.start_date + s.days, s.start_date + s.days + 7 * ${mix(n, 7, 4)},
           ${mix(n, 8, 25)} <> 0
    from (select n, current_date - 540 + ${mix(n, 9, 720)} as start_date, 90 + ${mix(n, 10, 270)} as days,
                 (${intArray(l.clients)})[1 + ${mix(n, 11, l.clients.length)}] as client_id
          from generate_series(1, ${sql.lit(count)}) n) s
    join lead_clients c on c.id = s.client_id
    order by n`.execute(db);
}

/** Three phases splitting each project's dates, and two milestones: the first phase's end and the delivery. */
export async function insertPhasesAndMilestones(db: Kysely<Database>, firstProject: number): Promise<void> {
  await sql`
    insert into project_phases (project_id, name, "order", start_date, end_date)
    select p.id, (${textArray(PHASE_NAMES)})[k], k,
           p.start_date + ((p.end_date - p.start_date) * (k - 1)) / 3,
           case when k = 3 then p.end_date else p.start_date + ((p.end_date - p.start_date) * k) / 3 - 1 end
    from projects p cross join generate_series(1, 3) k where p.id >= ${firstProject} order by p.id, k`.execute(db);
  await sql`
    insert into project_milestones (project_id, name, due_date, completed)
    select p.id, m.name, m.due, m.due < current_date
    from projects p cross join lateral (values ('Análisis aprobado', p.start_date + (p.end_date - p.start_date) / 3 -
    1), ('Entrega final', p.end_date)) m(name, due)
    where p.id >= ${firstProject} order by p.id`.execute(db);
}
