import { sql, type Kysely } from "kysely";
import { lineAmounts } from "../../../resources/billing/invoice-totals.js";
import type { Database } from "../../db/schema.js";

// Billable time nobody has invoiced yet, of one client (its projects' tasks and its tickets) or
// of one project, at the project's hourly rate or else the person's. Entries held by a draft's
// line are not listed: they become free again if that line or draft goes.

export interface UnbilledEntry {
  id: number;
  date: string;
  user_id: number | null;
  user_name: string;
  task_id: number | null;
  task_title: string | null;
  ticket_id: number | null;
  ticket_title: string | null;
  project_id: number | null;
  project_name: string | null;
  client_id: number | null;
  minutes: number;
  note: string | null;
  rate: number | null;
}

export interface UnbilledGroup {
  key: string;
  label: string;
  minutes: number;
  rate: number;
  /** The line's quantity: hours to three decimals. */
  hours: number;
  amount: number;
  entries: UnbilledEntry[];
}

export interface UnbilledFilter {
  clientId?: number;
  projectId?: number;
  entryIds?: number[];
}

export async function unbilledEntries(
  db: Kysely<Database>,
  filter: UnbilledFilter,
  lock = false,
): Promise<UnbilledEntry[]> {
  const rows = await sql<UnbilledEntry>`
    select e.id, to_char(e.started_at, 'YYYY-MM-DD') as date, e.user_id, trim(concat(u.name, ' ', u.lastname)) as
    user_name,
      e.task_id, t.name as task_title, e.ticket_id, k.title as ticket_title, p.id as project_id, p.name as project_name,
      coalesce(p.client_id, k.client_id) as client_id, e.minutes, e.note, coalesce(p.hourly_rate, u.hourly_rate) as rate
    from time_entries e
    left join tasks t on t.id = e.task_id
    left join projects p on p.id = t.project_id
    left join tickets k on k.id = e.ticket_id
    left join users u on u.id = e.user_id
    where e.billable and e.invoice_line_id is null and e.minutes > 0
      ${filter.clientId !== undefined ? sql`and coalesce(p.client_id, k.client_id) = ${filter.clientId}` : sql``}
      ${filter.projectId !== undefined ? sql`and p.id = ${filter.projectId}` : sql``}
      ${filter.entryIds ? sql`and e.id in (${sql.join(filter.entryIds.length ? filter.entryIds : [0])})` : sql``}
    order by e.started_at, e.id
    ${lock ? sql`for update of e` : sql``}`.execute(db);
  return rows.rows.map((r) => ({ ...r, id: r.id, minutes: r.minutes, rate: r.rate }));
}

/** One group per task (or ticket) or per person, and per rate: each becomes one invoice line. */
export function groupEntries(entries: UnbilledEntry[], by: "task" | "person"): UnbilledGroup[] {
  const groups = new Map<string, UnbilledGroup>();
  for (const e of entries) {
    const rate = e.rate ?? 0;
    const [key, label] =
      by === "person"
        ? [`user:${e.user_id}`, e.user_name]
        : e.task_id
          ? [`task:${e.task_id}`, `${e.project_name} · ${e.task_title}`]
          : [`ticket:${e.ticket_id}`, String(e.ticket_title)];
    const id = `${key}:${rate}`;
    const group = groups.get(id) ?? { key: id, label, minutes: 0, rate, hours: 0, amount: 0, entries: [] };
    group.minutes += e.minutes;
    group.entries.push(e);
    groups.set(id, group);
  }
  return [...groups.values()].map((g) => {
    const hours = Math.round((g.minutes / 60) * 1000) / 1000;
    return {
      ...g,
      hours,
      amount: lineAmounts({
        quantity: hours,
        unit_price: g.rate,
        discount_percent: 0,
        vat_rate: null,
        exemption: "E1",
        surcharge_rate: 0,
      }).base,
    };
  });
}
