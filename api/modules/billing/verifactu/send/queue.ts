import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import { installedSystem } from "../system-identity.js";
import { soapRequestXml } from "../xml/message-xml.js";
import { readAnswer, AnswerError, type Answer } from "../xml/answer-xml.js";
import { issuerOf, recordInputs } from "./record-context.js";
import { backoffAfter, type VerifactuSettings } from "./settings.js";
import { httpsTransport, UnreachableError, type ClientCredentials, type Transport } from "./transport.js";
import { applyAnswer, putBack } from "./outcomes.js";
import { alertRejected, alertStuck } from "./admin-alerts.js";
import type { Database } from "../../../../db/schema.js";

// One send of the VeriFactu queue (docs/verifactu-sending.md). The verifactu_queue row is the
// lock: a sender takes its lease only when no other holds it and the agency's waiting time is
// over, so however many instances run the job, one message is in flight at a time and each
// pending record is in at most one message. Records are marked sent (committed) before the
// message leaves; a sender that dies mid-way leaves them sent without an answer, and once its
// lease is over they go out again: the agency then answers "duplicate" with the state it holds,
// which is taken as the answer (nothing is registered twice, and the record itself, its hash and
// its chaining, are the same bytes).

export interface QueueDeps {
  db: Kysely<Database>;
  settings: VerifactuSettings;
  credentials: () => Promise<ClientCredentials | null>;
  transport?: Transport;
  /** Trust for the agency's server certificate instead of Node's store (tests). */
  ca?: string[];
  /** Who holds the lease: one id per instance. */
  owner?: string;
}

export type SendOutcome =
  | { outcome: "waiting"; notBefore: Date }
  | { outcome: "busy" }
  | { outcome: "idle" }
  | { outcome: "no_certificate"; pending: number }
  | { outcome: "sent"; sendId: number; records: number; late: boolean; waitSeconds: number; notBefore: Date }
  | { outcome: "unreachable"; sendId: number; records: number; retryAt: Date; error: string }
  | { outcome: "refused"; sendId: number; records: number; error: string };

const iso = (d: Date) => d.toISOString();
const INSTANCE = crypto.randomUUID();

async function takeLease(
  db: Kysely<Database>,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<"taken" | "busy" | Date> {
  const until = new Date(now.getTime() + leaseMs);
  const taken = await sql`
    update verifactu_queue set lease_until = ${iso(until)}::timestamptz, lease_owner = ${owner}
    where id = 1 and (lease_until is null or lease_until <= ${iso(now)}::timestamptz) and not_before <=
    ${iso(now)}::timestamptz`.execute(db);
  if (Number(taken.numAffectedRows ?? 0) === 1) return "taken";
  const row = await db
    .selectFrom("verifactu_queue")
    .select(["not_before", "lease_until"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const notBefore = row.not_before;
  return notBefore.getTime() > now.getTime() ? notBefore : "busy";
}

const release = (db: Kysely<Database>, owner: string, set: { notBefore?: Date; failures?: number } = {}) =>
  sql`update verifactu_queue set lease_until = null, lease_owner = null
      ${set.notBefore ? sql`, not_before = ${iso(set.notBefore)}::timestamptz` : sql``}
      ${set.failures !== undefined ? sql`, failures = ${set.failures}` : sql``}
      where id = 1 and lease_owner = ${owner}`.execute(db);

/** Sends the next batch if the queue may send now; answers what happened. */
export async function sendNext(deps: QueueDeps, now = new Date()): Promise<SendOutcome> {
  const { db, settings } = deps;
  const owner = deps.owner ?? INSTANCE;
  const lease = await takeLease(db, owner, now, settings.leaseMs);
  if (lease === "busy") return { outcome: "busy" };
  if (lease instanceof Date) return { outcome: "waiting", notBefore: lease };
  try {
    // A batch a dead sender left without an answer goes out again (see above).
    await sql`update verifactu_submissions set status = 'pending', updated_at = now()
      where status = 'sent' and answered_at is null and sent_at <=
      ${iso(new Date(now.getTime() - settings.leaseMs))}::timestamptz`.execute(db);
    const due = await sql<{ record_id: number; late: boolean }>`
      select s.record_id, (s.late or r.created_at <=
      ${iso(new Date(now.getTime() - settings.lateAfterSeconds * 1000))}::timestamptz) as late
      from verifactu_submissions s join verifactu_records r on r.id = s.record_id
      where s.status = 'pending' and (s.attempts = 0 or s.next_attempt_at <= ${iso(now)}::timestamptz)
      order by s.record_id limit ${settings.batchSize}`.execute(db);
    if (!due.rows.length) {
      await release(db, owner);
      return { outcome: "idle" };
    }
    const credentials = await deps.credentials();
    if (!credentials) {
      await release(db, owner);
      return { outcome: "no_certificate", pending: due.rows.length };
    }
    // Late and timely records travel apart: only the late ones' message says Incidencia = S.
    const late = Boolean(due.rows[0].late);
    const batch = due.rows.filter((r) => Boolean(r.late) === late).map((r) => r.record_id);
    return await sendBatch(deps, owner, batch, late, credentials, now);
  } catch (error) {
    await release(db, owner);
    throw error;
  }
}

async function sendBatch(
  deps: QueueDeps,
  owner: string,
  ids: number[],
  late: boolean,
  credentials: ClientCredentials,
  now: Date,
): Promise<SendOutcome> {
  const { db, settings } = deps;
  const issuer = await issuerOf(db);
  const system = await installedSystem(db, settings.identity);
  const inputs = await recordInputs(db, ids, issuer.name);
  const body = soapRequestXml(
    { issuerName: issuer.name, issuerNif: issuer.nif, late },
    ids.map((id) => inputs.get(id)!),
    system,
  );
  const { id: sendId } = await db
    .insertInto("verifactu_sends")
    .values({ endpoint: settings.endpoint, records: ids.length, late, started_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await sql`update verifactu_submissions set status = 'sent', attempts = attempts + 1, sent_at =
    ${iso(now)}::timestamptz,
      answered_at = null, send_id = ${sendId}, late = ${late}, updated_at = now()
    where record_id in (${sql.join(ids)})`.execute(db);

  let answer: Answer;
  let response = "";
  const startedReal = Date.now();
  try {
    const reply = await (deps.transport ?? httpsTransport)({
      endpoint: settings.endpoint,
      body,
      credentials,
      timeoutMs: settings.timeoutMs,
      ca: deps.ca,
    });
    response = reply.body;
    try {
      answer = readAnswer(reply.body);
    } catch (error) {
      if (error instanceof AnswerError) throw new UnreachableError(`HTTP ${reply.status}: ${error.message}`);
      throw error;
    }
    // A fault of the server's own (env:Server) is the agency not working: try again later.
    if (answer.kind === "fault" && /server/i.test(answer.faultCode))
      throw new UnreachableError(`SOAP fault ${answer.faultCode}: ${answer.message}`);
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    const queue = await db
      .selectFrom("verifactu_queue")
      .select("failures")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    const failures = queue.failures + 1;
    const retryAt = new Date(now.getTime() + backoffAfter(settings, failures));
    const message = error.message;
    // The failure and, when it makes the queue stuck, the admins' mail: one transaction.
    await db.transaction().execute(async (trx) => {
      await putBack(trx, ids, retryAt, message);
      await trx
        .updateTable("verifactu_sends")
        .set({ finished_at: new Date(), outcome: "unreachable", error: message.slice(0, 2000) })
        .where("id", "=", sendId)
        .execute();
      await release(trx, owner, { notBefore: retryAt, failures });
      await alertStuck(trx, failures, settings.stuckAfterFailures, message);
    });
    return { outcome: "unreachable", sendId, records: ids.length, retryAt, error: error.message };
  }

  if (answer.kind === "fault") {
    const error = `SOAP fault ${answer.faultCode}: ${answer.message}`;
    await db.transaction().execute(async (trx) => {
      await sql`update verifactu_submissions set status = 'rejected', answered_at = now(), error_description =
        ${error.slice(0, 1500)}, updated_at = now()
        where record_id in (${sql.join(ids)})`.execute(trx);
      await trx
        .updateTable("verifactu_sends")
        .set({ finished_at: new Date(), outcome: "fault", error: error.slice(0, 2000), response })
        .where("id", "=", sendId)
        .execute();
      await release(trx, owner, { notBefore: new Date(now.getTime() + settings.waitSeconds * 1000), failures: 0 });
      await alertRejected(trx, ids);
    });
    return { outcome: "refused", sendId, records: ids.length, error };
  }

  const waitSeconds = answer.waitSeconds ?? settings.waitSeconds;
  // The wait counts from the answer: the caller's clock moved on by the time the message took.
  const notBefore = new Date(now.getTime() + (Date.now() - startedReal) + waitSeconds * 1000);
  // The answer, the message's row and the admins' mail for what was rejected: one transaction.
  await db.transaction().execute(async (trx) => {
    await applyAnswer(trx, ids, inputs, answer, now, settings);
    await trx
      .updateTable("verifactu_sends")
      .set({ finished_at: new Date(), outcome: answer.state, csv: answer.csv, wait_seconds: waitSeconds, response })
      .where("id", "=", sendId)
      .execute();
    await release(trx, owner, { notBefore, failures: 0 });
    await alertRejected(trx, ids);
  });
  return { outcome: "sent", sendId, records: ids.length, late, waitSeconds, notBefore };
}
