import type { ColumnType, Generated } from "kysely";

// Types of the tables that hand-written modules query. Declared resources are queried through
// the generic CRUD layer, which works from their declarations instead.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  lastname: string | null;
  phone: string | null;
  dni: string | null;
  revenue_percentage: number | null;
  language: string;
  avatar: string | null;
  active: Generated<boolean>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  created_at: Timestamp;
  spent_at: Timestamp | null;
  successor_id: string | null;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
}
