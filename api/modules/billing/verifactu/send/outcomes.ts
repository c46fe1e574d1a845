import { sql, type Kysely } from "kysely";
import type { Answer, AnswerLine } from "../xml/answer-xml.js";
import type { RecordXmlInput } from "../xml/record-xml.js";
import type { VerifactuSettings } from "./settings.js";
import type { Database } from "../../../../db/schema.js";

// What the agency's answer means for each record of the message, written in one statement.
// Correcto → accepted, AceptadoConErrores → accepted_with_errors (registered: to be corrected by
// a subsanación when the error asks for it), Incorrecto → rejected, except the refusal of a
// duplicate (code 3000), which says the record is already registered: its earlier state counts.

export type SubmissionStatus = "pending" | "sent" | "accepted" | "accepted_with_errors" | "rejected";

const DUPLICATE = 3000;
const keyOf = (operation: string, nif: string, number: string, date: string) => `${operation}|${nif}|${number}|${date}`;

export function statusOf(line: AnswerLine): SubmissionStatus {
  if (line.state === "Correcto") return "accepted";
  if (line.state === "AceptadoConErrores") return "accepted_with_errors";
  if (line.code === DUPLICATE && line.duplicateState === "Correcta") return "accepted";
  if (line.code === DUPLICATE && line.duplicateState === "AceptadaConErrores") return "accepted_with_errors";
  return "rejected";
}

export async function applyAnswer(
  db: Kysely<Database>,
  ids: number[],
  inputs: Map<number, RecordXmlInput>,
  answer: Extract<Answer, { kind: "answer" }>,
  now: Date,
  settings: VerifactuSettings,
): Promise<void> {
  const lines = new Map(answer.lines.map((l) => [keyOf(l.operation, l.nif, l.number, l.date), l]));
  const rows: ReturnType<typeof sql>[] = [];
  const unanswered: number[] = [];
  for (const id of ids) {
    const input = inputs.get(id)!;
    const line = lines.get(
      keyOf(input.kind === "alta" ? "Alta" : "Anulacion", input.issuerNif, input.invoiceNumber, input.issueDate),
    );
    if (!line) {
      unanswered.push(id);
      continue;
    }
    const status = statusOf(line);
    const csv = status === "rejected" ? null : answer.csv;
    rows.push(sql`(${id}::int, ${status}::text, ${csv}::text, ${line.code}::int,
        ${line.description?.slice(0, 1500) ?? null}::text, ${JSON.stringify(line.raw)}::jsonb)`);
  }
  if (rows.length)
    await sql`update verifactu_submissions s set status = v.status, csv = v.csv, error_code = v.code, error_description
      = v.description,
        answer = v.answer, answered_at = now(), last_error = null, updated_at = now()
      from (values ${sql.join(rows)}) as v(record_id, status, csv, code, description, answer)
      where s.record_id = v.record_id`.execute(db);
  // The agency answers every record it read: one it did not name is sent again later.
  if (unanswered.length)
    await putBack(
      db,
      unanswered,
      new Date(now.getTime() + settings.waitSeconds * 1000),
      "The agency's answer did not name this record",
    );
}

/** Back to pending, to be tried at `retryAt` (the agency could not be reached, or did not answer for it). */
export async function putBack(db: Kysely<Database>, ids: number[], retryAt: Date, error: string): Promise<void> {
  await sql`update verifactu_submissions set status = 'pending', next_attempt_at =
    ${retryAt.toISOString()}::timestamptz,
      last_error = ${error.slice(0, 2000)}, late = true, updated_at = now()
    where record_id in (${sql.join(ids)})`.execute(db);
}
