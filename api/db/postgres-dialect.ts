import {
  PostgresDialect,
  PostgresDriver,
  type DatabaseConnection,
  type PostgresDialectConfig,
  type TransactionSettings,
} from "kysely";
import { beginWithActor } from "./actor.js";
import { ConnectionRefused } from "./database-unavailable.js";

// Kysely's PostgreSQL driver, with what the app adds: each transaction names its actor (actor.ts),
// and a connection that cannot be opened is told apart from a statement that failed on one: the
// same SQLSTATE (55000 for a database that does not accept connections now) means "not now"
// while connecting and a bug afterwards (database-unavailable.ts).
class AppPostgresDriver extends PostgresDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return await super.acquireConnection();
    } catch (error) {
      throw new ConnectionRefused(error);
    }
  }

  override beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return beginWithActor(connection, () => super.beginTransaction(connection, settings));
  }
}

export class AppPostgresDialect extends PostgresDialect {
  constructor(private readonly settings: PostgresDialectConfig) {
    super(settings);
  }
  override createDriver() {
    return new AppPostgresDriver(this.settings);
  }
}
