import type { ColumnType, Generated } from "kysely";
import type { BillingTables } from "./billing-tables.js";
import type { CrmTables } from "./crm-tables.js";
import type { DeclaredTables } from "./declared-tables.js";
import type { SystemTables } from "./system-tables.js";

// The database's types. Declared resources' tables are derived from their declarations
// (declared-tables.ts); the tables no resource declares are written here and in *-tables.ts
// (the migrations, which create them, stay untyped).
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
  hourly_rate: number | null;
  language: string;
  avatar: string | null;
  active: Generated<boolean>;
  client_id: number | null;
  two_factor_secret: string | null;
  two_factor_enabled: Generated<boolean>;
  two_factor_confirmed_at: Timestamp | null;
  totp_last_step: number | null;
  last_login_at: Timestamp | null;
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

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  legal_name: string | null;
  tax_id: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  logo: string | null;
  currency: string;
  default_language: string;
  timezone: string;
  invoice_series: string;
  default_tax_rate: number;
  /** Days an invoice gives to pay it. */
  payment_days: Generated<number>;
  /** The bank account invoices ask transfers to. */
  iban: string | null;
  open_registration: boolean;
  /** Business hours (the SLA clock): ISO weekdays and a local "HH:MM" window. */
  business_days: number[];
  business_start: string;
  business_end: string;
  /** The regulation's mode of the invoicing system (docs/verifactu.md). */
  verifactu_mode: Generated<"verifactu" | "no_verifactu">;
  /** When VERI*FACTU was last chosen. */
  verifactu_since: Timestamp | null;
  /** The certificate's PEMs sealed with AES-256-GCM (company/certificate/certificate-box.ts). */
  certificate_sealed: string | null;
  certificate_subject: string | null;
  certificate_nif: string | null;
  certificate_not_after: Timestamp | null;
  certificate_uploaded_at: Timestamp | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface TwoFactorBackupCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface TwoFactorChallengesTable {
  id: string;
  user_id: number;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RegistrationRequestsTable {
  id: string;
  email: string;
  name: string;
  language: string;
  password_hash: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: string;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AuthAttemptsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  created_at: Timestamp;
}

export interface AuditLogsTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  resource: string;
  record_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  created_at: Timestamp;
}

export interface SystemLogsTable {
  id: Generated<number>;
  level: string;
  message: string;
  request_id: string | null;
  method: string | null;
  url: string | null;
  status: number | null;
  user_id: number | null;
  stack: string | null;
  created_at: Timestamp;
}

export interface Database extends DeclaredTables, CrmTables, BillingTables, SystemTables {
  company: CompanyTable;
  two_factor_backup_codes: TwoFactorBackupCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  password_resets: PasswordResetsTable;
  registration_requests: RegistrationRequestsTable;
  auth_attempts: AuthAttemptsTable;
  audit_logs: AuditLogsTable;
  system_logs: SystemLogsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
}
