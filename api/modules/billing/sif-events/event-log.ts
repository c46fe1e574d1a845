import { sql, type Kysely } from "kysely";
import { madridTimestamp } from "../verifactu/aeat-format.js";
import { signEnveloped } from "../signing/xades.js";
import { eventFingerprint } from "./event-fingerprint.js";
import { EVENT_TYPES, type EventKind } from "./event-types.js";
import { eventXml, type PreviousEvent } from "./event-xml.js";
import type { SifContext } from "./sif-context.js";
import type { Database } from "../../../db/schema.js";

// The event log of a system working as «NO VERI*FACTU» (RD 1007/2023 art. 9, EventosSIF): each
// event is chained to the one before by its fingerprint and signed XAdES (enveloped) with the
// company's certificate. The table is locked while an event is added, so two instances never
// chain to the same predecessor; the table refuses changes and deletions (migration 0025).

export interface NewEvent {
  kind: EventKind;
  /** DatosPropiosEvento's content (sf: elements), when the type has its own data. */
  ownData?: string;
  otherData?: string | null;
  /** What the API answers of the event (counts, the export's period): kept as JSON. */
  details?: Record<string, unknown>;
}

export interface LoggedEvent {
  id: number;
  event_type: string;
  generated_at: string;
  hash: string;
  signed: boolean;
}

export async function lastEvent(db: Kysely<Database>): Promise<PreviousEvent | null> {
  const row = await db
    .selectFrom("sif_events")
    .select(["event_type", "generated_at", "hash"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? { eventType: String(row.event_type), generatedAt: String(row.generated_at), hash: String(row.hash) }
    : null;
}

export async function recordEvent(db: Kysely<Database>, ctx: SifContext, event: NewEvent): Promise<LoggedEvent> {
  const write = async (trx: Kysely<Database>) => {
    await sql`lock table sif_events in exclusive mode`.execute(trx);
    const previous = await lastEvent(trx);
    const eventType = EVENT_TYPES[event.kind];
    const generatedAt = madridTimestamp(ctx.now());
    const hash = eventFingerprint({
      producerNif: ctx.system.producerNif,
      systemId: ctx.system.systemId,
      version: ctx.system.version,
      installation: ctx.system.installation,
      issuerNif: ctx.issuer.nif,
      eventType,
      previousHash: previous?.hash ?? "",
      generatedAt,
    });
    const { system, issuer } = ctx;
    const unsigned = eventXml({
      system,
      issuer,
      eventType,
      generatedAt,
      ownData: event.ownData ?? "",
      otherData: event.otherData,
      previous,
      hash,
    });
    const signing = {
      parent: "/*/*[local-name()='Evento']",
      description: "Registro de evento",
      signingTime: ctx.now(),
    };
    const xml = ctx.signer ? signEnveloped(unsigned, ctx.signer, signing) : unsigned;
    const row = {
      event_type: eventType,
      generated_at: generatedAt,
      details: JSON.stringify(event.details ?? {}),
      previous_hash: previous?.hash ?? "",
      hash,
      xml,
      signed: Boolean(ctx.signer),
    };
    const { id } = await trx.insertInto("sif_events").values(row).returning("id").executeTakeFirstOrThrow();
    return { id: Number(id), event_type: eventType, generated_at: generatedAt, hash, signed: row.signed };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
