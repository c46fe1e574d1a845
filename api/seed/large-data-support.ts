import { sql, type Kysely, type RawBuilder } from "kysely";
import { GAP } from "../modules/kanban/board-position.js";
import { intArray, mix } from "./large-data-sql.js";
import { DEMO_SLA_POLICIES, DEMO_TICKET_NOMENCLATORS } from "./demo-support-data.js";
import { loadCalendar } from "../modules/support/sla/calendar.js";
import { slaPoints, type SlaPoints } from "./seed-sla.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// The support half of the large data set (issue 12): two years of tickets over the large data's
// clients and staff, most resolved, a backlog of a few thousand spread over the open states, and
// their conversations (an opening message each, then replies and internal notes), loaded the way
// large-data-crm.ts loads leads: one INSERT … SELECT each, values spread by a hash of the row
// number. What the server keeps on a write (token, SLA targets and dues, the first response, the
// last message, the SLA warnings already due) is set here by hand; the dues are the server's own
// business-time arithmetic, run once per ticket (seed-sla.ts) and written by one UPDATE.

export interface SupportSize {
  tickets: number;
  /** Every message, the tickets' opening ones included. */
  ticketMessages: number;
}

export interface SupportLookups {
  staff: number[];
  clients: number[];
}

/** The tables the support load writes (their triggers are off while it runs). */
export const SUPPORT_TABLES = ["tickets", "ticket_messages"];

const TITLES = [
  "Problema con",
  "Error al exportar",
  "Consulta sobre",
  "Lentitud en",
  "Cambio solicitado en",
  "Fallo al imprimir",
  "Duda con",
  "No se guarda",
  "Mensaje de error en",
  "Mejora para",
];
const SUBJECTS = [
  "la factura",
  "el aula virtual",
  "el portal de clientes",
  "el calendario",
  "los informes",
  "la copia de seguridad",
  "el correo",
  "la nómina",
  "el inventario",
  "los usuarios",
  "el módulo de pedidos",
  "la sincronización con el ERP",
];
const TAGS = [
  "facturas",
  "acceso",
  "portal",
  "rendimiento",
  "correo",
  "erp",
  "impresión",
  "copias",
  "móvil",
  "informes",
];
const REPLIES = [
  "Gracias por avisar, lo estamos revisando.",
  "¿Podría enviarnos una captura de pantalla del error?",
  "Hemos aplicado una corrección; ¿puede comprobarlo?",
  "Seguimos trabajando en ello, te informamos en cuanto tengamos novedades.",
  "Ya debería funcionar correctamente.",
  "Lo hemos trasladado al equipo técnico.",
];
const NOTES = [
  "Revisado el registro: el fallo viene de la integración.",
  "Pendiente de respuesta del proveedor.",
  "Reproducido en el entorno de pruebas.",
  "Ojo: cliente con contrato de soporte prioritario.",
  "Parece un duplicado de otra incidencia del mismo cliente.",
];
const RESULTS = [
  "Corregido en la versión publicada.",
  "Resuelto con la configuración del cliente.",
  "Se explicó el procedimiento al cliente.",
  "Incidencia del proveedor, ya resuelta.",
  "Datos corregidos a mano.",
];
/** Open tickets' states, each repeated by its share of the backlog. */
const OPEN_STATES = [
  "new",
  "assigned",
  "assigned",
  "investigating",
  "investigating",
  "investigating",
  "investigating",
  "testing",
  "testing",
  "solvingIssues",
  "solvingIssues",
  "solvingIssues",
  "externalError",
];

const text = (values: string[]): RawBuilder<string[]> =>
  sql<string[]>`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;
const pick = (values: string[], expr: RawBuilder<unknown>, salt: number) =>
  sql<string>`(${text(values)})[1 + ${mix(expr, salt, values.length)}]`;
const unit = (expr: RawBuilder<unknown>, salt: number) =>
  sql<number>`(${mix(expr, salt, 1_000_000)}::float8 / 1000000)`;
/** Business minutes as wall time on average (45 business hours a 168-hour week): when a resolved ticket was closed. */
const wall = (minutes: RawBuilder<unknown>) => sql`make_interval(secs => (${minutes}) * 60 * 168 / 45.0)`;

/** The nomenclators and the general SLA policies, when the database has none (added before support existed). */
export async function ensureSupportLookups(db: Kysely<Database>): Promise<void> {
  for (const [table, rows] of Object.entries(DEMO_TICKET_NOMENCLATORS)) {
    const any = await dynamicTable(db).selectFrom(table).select("id").limit(1).execute();
    if (!any.length) await dynamicTable(db).insertInto(table).values(rows).execute();
  }
  const policies = await db
    .selectFrom("sla_policies")
    .select("id")
    .where("client_type_id", "is", null)
    .limit(1)
    .execute();
  if (!policies.length)
    await db
      .insertInto("sla_policies")
      .values(DEMO_SLA_POLICIES.map((p) => ({ ...p })))
      .execute();
}

/**
 * `count` tickets created over the last two years (more of them recent), in order of creation:
 * those younger than a month are open six times in ten, older ones one in twenty (the stale
 * backlog); the rest are resolved, within or past their target. A random 16-character token each.
 */
export async function insertTickets(db: Kysely<Database>, count: number, l: SupportLookups): Promise<void> {
  const g = sql`g`;
  await sql`
    with refs as (
      select (select array_agg(id order by "order", id) from ticket_types) as types,
             (select array_agg(id order by "order", id) from ticket_categories) as categories,
             (select array_agg(id order by "order", id) from ticket_complexities) as complexities
    ),
    base as (
      select g, floor(730 * power(${unit(g, 701)}, 1.3))::int as age_days,
             (array['low', 'low', 'low', 'medium', 'medium', 'medium', 'medium', 'high', 'high', 'urgent'])[1 +
             ${mix(g, 702, 10)}] as urgency
      from generate_series(1, ${sql.lit(count)}) g
    ),
    shaped as (
      select b.*, now() - make_interval(days => b.age_days, mins => 60 + ${mix(g, 703, 600)}) as created_at,
             case when (b.age_days < 30 and ${mix(g, 704, 10)} < 6) or ${mix(g, 705, 20)} = 0 then
             ${pick(OPEN_STATES, g, 706)} else 'resolved' end as status,
             p.first_response_minutes, p.resolution_minutes
      from base b left join sla_policies p on p.urgency = b.urgency and p.client_type_id is null and p.active
    ),
    placed as (
      select s.*, case when s.status = 'new' then null else (${intArray(l.staff)})[1 + ${mix(g, 708, l.staff.length)}]
      end as assignee_id,
             s.created_at + ${wall(sql`s.resolution_minutes`)} * (0.2 + 1.2 * ${unit(g, 709)}) as solved_at
      from shaped s
    ),
    bases as (select status, max(board_position) as base from tickets group by status)
    insert into tickets (token, title, description, ticket_type_id, ticket_category_id, ticket_complexity_id, tags,
    creator_id, client_id,
                         urgency, assignee_id, status, board_position, first_response_minutes, resolution_minutes,
                         resolved_at, sla_paused_at, result, closed_by, rating, rating_comment, rated_at, created_at,
                         updated_at)
    select substr(translate(encode(sha256((random()::text || g)::bytea), 'base64'), '+/=', 'kQz'), 1, 16),
           ${pick(TITLES, g, 710)} || ' ' || ${pick(SUBJECTS, g, 711)},
           'Ticket de la carga de volumen número ' || g || '. ' || ${pick(TITLES, g, 712)} || ' ' ||
           ${pick(SUBJECTS, g, 713)} || ' desde esta mañana.',
           r.types[1 + ${mix(g, 714, 1000)} % cardinality(r.types)], r.categories[1 + ${mix(g, 715, 1000)} %
           cardinality(r.categories)],
           case when ${mix(g, 716, 10)} = 0 then null else r.complexities[1 + ${mix(g, 717, 1000)} %
           cardinality(r.complexities)] end,
           case when ${mix(g, 718, 4)} = 0 then '{}'::text[]
                when ${mix(g, 718, 4)} = 1 or ${mix(g, 719, TAGS.length)} = ${mix(g, 720, TAGS.length)} then
                array[${pick(TAGS, g, 719)}]
                else array[${pick(TAGS, g, 719)}, ${pick(TAGS, g, 720)}] end,
           (${intArray(l.staff)})[1 + ${mix(g, 721, l.staff.length)}], (${intArray(l.clients)})[1 +
           ${mix(g, 722, l.clients.length)}],
           p.urgency, p.assignee_id, p.status,
           coalesce(b.base, 0) + ${sql.lit(GAP)} * row_number() over (partition by p.status order by p.created_at, g),
           p.first_response_minutes, p.resolution_minutes,
           case when p.status = 'resolved' then least(now() - interval '1 minute', p.solved_at) end,
           case when p.status in ('testing', 'externalError') then p.created_at + (now() - p.created_at) * (0.5 + 0.5 *
           ${unit(g, 723)}) end,
           case when p.status = 'resolved' then ${pick(RESULTS, g, 724)} end,
           case when p.status = 'resolved' then p.assignee_id end,
           case when p.status = 'resolved' and ${mix(g, 725, 20)} < 7 then least(5, 1 + floor(5 * power(${unit(g, 726)},
           0.4))::int) end,
           case when p.status = 'resolved' and ${mix(g, 725, 20)} < 2 then 'Atención muy rápida.' end,
           case when p.status = 'resolved' and ${mix(g, 725, 20)} < 7 then least(now(), p.solved_at + interval
           '2 hours') end,
           p.created_at, p.created_at
    from placed p cross join refs r left join bases b on b.status = p.status
    order by p.created_at, g`.execute(db);
}

/**
 * The conversations of the tickets from `firstTicket` on: each ticket's opening message (its
 * description, by its creator, when it was created), then `count` minus that many replies and
 * notes, each on a ticket picked by hash, between its creation and its close (or now): a quarter
 * internal notes, the rest public, mostly by the assignee.
 */
export async function insertTicketMessages(
  db: Kysely<Database>,
  count: number,
  firstTicket: number,
  l: SupportLookups,
): Promise<void> {
  await sql`
    insert into ticket_messages (ticket_id, author_id, body, internal, created_at, updated_at)
    select id, creator_id, description, false, created_at, created_at from tickets where id >= ${firstTicket} order by
    id`.execute(db);
  const tickets = await sql<{ n: number }>`select count(*)::int as n from tickets where id >= ${firstTicket}`.execute(
    db,
  );
  const replies = count - tickets.rows[0].n;
  if (replies <= 0) return;
  const g = sql`g`;
  await sql`
    with numbered as (select id, creator_id, assignee_id, created_at, coalesce(resolved_at, now()) as ended_at,
    row_number() over (order by id) as rn
                      from tickets where id >= ${firstTicket}),
    picked as (
      select g, x.*, ${mix(g, 731, 4)} = 0 as internal,
             x.created_at + interval '30 seconds' + (x.ended_at - x.created_at - interval '30 seconds') *
             ${unit(g, 732)} as at
      from generate_series(1, ${sql.lit(replies)}) g
      join numbered x on x.rn = 1 + ${mix(g, 733, tickets.rows[0].n)}
    )
    insert into ticket_messages (ticket_id, author_id, body, internal, created_at, updated_at)
    select id,
           case when assignee_id is null or ${mix(g, 734, 10)} < 2 then (${intArray(l.staff)})[1 +
           ${mix(g, 735, l.staff.length)}]
                when not internal and ${mix(g, 736, 10)} < 3 then creator_id else assignee_id end,
           case when internal then ${pick(NOTES, g, 737)} else ${pick(REPLIES, g, 738)} end,
           internal, at, at
    from picked order by at, g`.execute(db);
}

const POINTS: (keyof SlaPoints)[] = [
  "first_response_due_at",
  "first_response_warn_at",
  "resolution_due_at",
  "resolution_warn_at",
  "first_response_notify_at",
  "resolution_notify_at",
];

/**
 * The SLA points of the tickets from `firstTicket` on, in the company's business time: a text list per point, and
 * the ids.
 */
export async function ticketSlaPoints(
  db: Kysely<Database>,
  firstTicket: number,
): Promise<Record<"id" | keyof SlaPoints, string>> {
  const calendar = await loadCalendar(db);
  const { rows } = await sql<{
    id: number;
    created_at: Date | string;
    first_response_minutes: number | null;
    resolution_minutes: number | null;
    open: boolean;
  }>`
    select id, created_at, first_response_minutes, resolution_minutes, resolved_at is null as open from tickets where id
    >= ${firstTicket} order by id`.execute(db);
  const lists: Record<string, string[]> = Object.fromEntries(["id", ...POINTS].map((k) => [k, []]));
  for (const row of rows) {
    const points = slaPoints({ ...row, created_at: new Date(row.created_at) }, calendar, row.open);
    lists.id.push(String(row.id));
    for (const k of POINTS) lists[k].push(points[k]?.toISOString() ?? "");
  }
  return Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.join(",")])) as Record<
    "id" | keyof SlaPoints,
    string
  >;
}

/**
 * What the server keeps on each ticket: its last message, its first public reply after the
 * opening, its SLA dues, and the warnings the scan would have sent by now (or by the pause) for
 * the points an open ticket has passed.
 */
export async function touchTickets(
  db: Kysely<Database>,
  firstTicket: number,
  points: Record<"id" | keyof SlaPoints, string>,
): Promise<void> {
  const list = (k: keyof SlaPoints) => sql`string_to_array(${points[k]}, ',')`;
  const passed = (k: keyof SlaPoints) =>
    sql`nullif(d.${sql.ref(k)}, '')::timestamptz <= coalesce(t.sla_paused_at, now())`;
  await sql`
    update tickets t set last_message_at = m.last_at, updated_at = greatest(t.updated_at, m.last_at, t.resolved_at),
    first_responded_at = m.first_reply,
      first_response_due_at = nullif(d.first_response_due_at, '')::timestamptz, first_response_warn_at =
      nullif(d.first_response_warn_at, '')::timestamptz,
      resolution_due_at = nullif(d.resolution_due_at, '')::timestamptz, resolution_warn_at =
      nullif(d.resolution_warn_at, '')::timestamptz,
      sla_warned = case when t.resolved_at is not null then '{}'::text[] else array_remove(array[
        case when m.first_reply is null and ${passed("first_response_notify_at")} then 'first_response:80' end,
        case when m.first_reply is null and ${passed("first_response_due_at")} then 'first_response:breach' end,
        case when ${passed("resolution_notify_at")} then 'resolution:80' end,
        case when ${passed("resolution_due_at")} then 'resolution:breach' end], null) end
    from (select m.ticket_id, max(m.created_at) as last_at,
                 min(m.created_at) filter (where not m.internal and m.created_at > t0.created_at) as first_reply
          from ticket_messages m join tickets t0 on t0.id = m.ticket_id where m.ticket_id >= ${firstTicket} group by
          m.ticket_id) m,
         unnest(string_to_array(${points.id}, ',')::int[], ${list("first_response_due_at")},
         ${list("first_response_warn_at")}, ${list("resolution_due_at")},
                ${list("resolution_warn_at")}, ${list("first_response_notify_at")}, ${list("resolution_notify_at")})
           as d(id, first_response_due_at, first_response_warn_at, resolution_due_at, resolution_warn_at,
           first_response_notify_at, resolution_notify_at)
    where t.id = m.ticket_id and t.id = d.id`.execute(db);
}
