import { AsyncLocalStorage } from "node:async_hooks";
import { CompiledQuery, type DatabaseConnection } from "kysely";

// Who is writing: the signed-in user of the request being handled (api/plugins/live.ts runs
// every handler inside `actors.run`). Each transaction starts by putting it in the
// transaction-local setting `app.actor`, which the live triggers put in their events as `by`.
export const actors = new AsyncLocalStorage<number>();

/** The statement that names the actor for the rest of the transaction, or null for nobody. */
export function actorStatement(): CompiledQuery | null {
  const actor = actors.getStore();
  return actor === undefined ? null : CompiledQuery.raw("select set_config('app.actor', $1, true)", [String(actor)]);
}

export async function beginWithActor(connection: DatabaseConnection, begin: () => Promise<void>): Promise<void> {
  await begin();
  const statement = actorStatement();
  if (statement) await connection.executeQuery(statement);
}
