import type { FastifyRequest } from "fastify";
import { sql, type Kysely, type SqlBool } from "kysely";
import { columnOf, getResource, type ResourceDef } from "../../../resources/index.js";
import type { WriteEvent, WriteHookEntry } from "../../crud/write-hooks.js";
import { diskStorage, STORED_NAME } from "../../uploads/file-storage.js";
import { dynamicTable } from "../../db/dynamic-table.js";
import type { Database } from "../../db/schema.js";

// A deleted attachment row takes its stored file with it, but only once the delete is
// committed: removing the file inside the transaction would lose it when the delete is rolled
// back (a later hook or the activity record failing). Write hooks run inside the transaction,
// so the removal waits, outside it, for the transaction to end: a SELECT … FOR UPDATE of the
// deleted rows blocks until the deleting transaction ends (PGlite's single connection queues it
// behind the transaction the same way); rows still there were not deleted and keep their file.
// Rows deleted by a cascade (a project or a task removed with its files) are found the same way.

/** Rows a delete is about to take away, by the transaction deleting them. */
const pending = new WeakMap<Kysely<Database>, Doomed[]>();

interface Doomed {
  def: ResourceDef;
  rows: { id: number; filename: string }[];
}

/** The cleanup of one attachments resource, on it and on the resources whose delete cascades to it. */
export function fileCleanupHooks(def: ResourceDef): WriteHookEntry[] {
  const owner = def.attachments!.owner;
  const ownerDef = getResource(def.fields[owner].reference!)!;
  const filename = sql.ref(`${def.table}.${columnOf(def, "filename")}`);
  const ownerColumn = sql.ref(`${def.table}.${columnOf(def, owner)}`);
  const hooksOn = (
    target: ResourceDef,
    rowsUnder: (trx: Kysely<Database>, id: number) => Promise<Doomed["rows"]>,
  ): WriteHookEntry => ({
    resource: target.name,
    hooks: {
      // Read before the delete (a cascade leaves nothing to read after it), waited on after it:
      // only then are the cascaded rows locked by the transaction.
      async beforeWrite(event) {
        if (event.action !== "delete" || !event.before) return;
        const rows = await rowsUnder(event.trx, Number(event.before.id));
        if (rows.length) pending.set(event.trx, [...(pending.get(event.trx) ?? []), { def, rows }]);
      },
      async afterWrite(event) {
        if (event.action !== "delete") return;
        const doomed = pending.get(event.trx)?.filter((d) => d.def === def);
        if (!doomed?.length) return;
        pending.set(
          event.trx,
          pending.get(event.trx)!.filter((d) => d.def !== def),
        );
        for (const d of doomed) removeAfterCommit(event, d);
      },
    },
  });
  const select = (trx: Kysely<Database>) =>
    dynamicTable(trx)
      .selectFrom(def.table)
      .select([sql<number>`${sql.ref(`${def.table}.id`)}`.as("id"), sql<string>`${filename}`.as("filename")]);

  const entries = [
    hooksOn(def, (trx, id) =>
      select(trx)
        .where(sql.ref(`${def.table}.id`), "=", id)
        .execute(),
    ),
    hooksOn(ownerDef, (trx, id) => select(trx).where(ownerColumn, "=", id).execute()),
  ];
  // A task's files go with its project too: the owner's own project field says where it hangs.
  const ownerProject = ownerDef.scope?.project;
  const projectDef =
    ownerProject && ownerProject !== "id" ? getResource(ownerDef.fields[ownerProject].reference!) : undefined;
  if (projectDef) {
    const inProject = (id: number) => sql<SqlBool>`${ownerColumn} in (select id from ${sql.table(ownerDef.table)} where
        ${sql.ref(columnOf(ownerDef, ownerProject!))} = ${id})`;
    entries.push(hooksOn(projectDef, (trx, id) => select(trx).where(inProject(id)).execute()));
  }
  return entries;
}

function removeAfterCommit(event: WriteEvent, doomed: Doomed): void {
  const request = event.request;
  // Scripts (no request) do not delete attachments; without the app there is no storage to reach.
  if (!request) return;
  request.server.runInBackground("could not remove deleted attachments", () => removeWhenGone(request, doomed), {
    resource: doomed.def.name,
  });
}

async function removeWhenGone(request: FastifyRequest, { def, rows }: Doomed): Promise<void> {
  const db = request.server.database.db;
  const ids = rows.map((r) => r.id);
  const remaining = await dynamicTable(db)
    .selectFrom(def.table)
    .select("id")
    .where("id", "in", ids)
    .forUpdate()
    .execute();
  const kept = new Set(remaining.map((r) => r.id));
  const storage = diskStorage(request.server.config.dataDir);
  for (const row of rows) {
    // Rows written by other means than an upload may hold any name: only stored names reach the disk.
    if (kept.has(row.id) || !STORED_NAME.test(row.filename)) continue;
    await storage.remove("attachments", row.filename);
  }
}
