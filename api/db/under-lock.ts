import { sql, type Kysely } from "kysely";

/**
 * Runs `work` on one connection that holds a session advisory lock named `name` meanwhile (on
 * PGlite, the one connection there is: `work` must use the connection it is given).
 */
export function underLock<T, DB>(
  db: Kysely<DB>,
  name: string,
  work: (connection: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtextextended(${name}, 0))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${name}, 0))`.execute(connection);
    }
  });
}
