import { sql, type Kysely } from "kysely";
import { notify } from "../../../notifications/notify.js";
import type { Database } from "../../../../db/schema.js";

// What the admins must hear of the sending (docs/verifactu.md, "Screens and mails"): records the
// agency rejected, and a queue stuck because the agency cannot be reached. Each is a notification
// per active admin, written in the transaction that records the answer (or the failure), so its
// mail (the notifications' outbox, sent once) exists exactly when that write committed.
//
// A stuck queue is one incident from its first failure to its next successful message: the mail
// leaves when the consecutive failures reach `stuckAfterFailures` — that one step, not every run
// after it — and the counter going back to 0 on the next message ends the incident.

const LIST = "/billings/verifactu";
const listOf = (status: string) =>
  `${LIST}?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=${status}`;

async function adminIds(db: Kysely<Database>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select distinct u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
    where r.name in ('admin', 'superadmin') and u.active order by u.id`.execute(db);
  return rows.map((r) => r.id);
}

/** Tells the admins which of `recordIds` the agency has just rejected (none: nothing). */
export async function alertRejected(db: Kysely<Database>, recordIds: number[]): Promise<number> {
  if (!recordIds.length) return 0;
  const { rows } = await sql<{ invoice_number: string }>`
    select r.invoice_number from verifactu_submissions s join verifactu_records r on r.id = s.record_id
    where s.record_id in (${sql.join(recordIds)}) and s.status = 'rejected' order by r.id`.execute(db);
  if (!rows.length) return 0;
  const numbers = rows.map((r) => r.invoice_number);
  const title = numbers.length > 5 ? `${numbers.slice(0, 5).join(", ")}…` : numbers.join(", ");
  for (const userId of await adminIds(db)) {
    await notify(db, {
      userId,
      kind: "verifactu_rejected",
      title,
      params: { count: numbers.length },
      link: listOf("rejected"),
      resource: "verifactu-records",
    });
  }
  return numbers.length;
}

/** Tells the admins the queue is stuck, once per incident: when `failures` has just reached the threshold. */
export async function alertStuck(
  db: Kysely<Database>,
  failures: number,
  threshold: number,
  error: string,
): Promise<boolean> {
  if (failures !== threshold) return false;
  for (const userId of await adminIds(db)) {
    await notify(db, {
      userId,
      kind: "verifactu_stuck",
      title: error.slice(0, 200),
      params: { failures },
      link: listOf("pending"),
      resource: "verifactu-records",
    });
  }
  return true;
}
