import type { ColumnType, Generated } from "kysely";

// Tables of billing that are no resource: invoice numbering, SEPA, tuition runs and the VeriFactu records
// (docs/verifactu.md).
// Written from the migrations (migrations/), which stay untyped.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface InvoiceNumberCountersTable {
  series_id: number;
  year: number;
  last_number: number;
}

export interface SepaDebitsTable {
  id: Generated<number>;
  remittance_id: number;
  invoice_id: number;
  client_id: number;
  payment_id: number | null;
  amount: number;
  end_to_end_id: string;
  mandate_id: string;
  sequence_type: string;
  status: Generated<string>;
  returned_on: string | null;
  return_reason: string | null;
}

export interface SepaRemittancesTable {
  id: Generated<number>;
  run_id: number | null;
  message_id: string;
  collection_date: string;
  transaction_count: number;
  total: number;
  xml: string;
  created_at: DefaultedTimestamp;
  created_by_id: number | null;
}

export interface SifEventsTable {
  id: Generated<number>;
  event_type: string;
  generated_at: string;
  details: Generated<unknown>;
  previous_hash: string;
  hash: string;
  xml: string;
  signed: boolean;
  created_at: DefaultedTimestamp;
}

export interface TuitionChargesTable {
  id: Generated<number>;
  run_id: number;
  registration_id: number;
  month: string;
  invoice_id: number | null;
  amount: number;
}

export interface TuitionRunsTable {
  id: Generated<number>;
  month: string;
  created_at: DefaultedTimestamp;
  created_by_id: number | null;
  scheduled: Generated<boolean>;
  invoice_count: Generated<number>;
  registration_count: Generated<number>;
  total: Generated<number>;
}

export interface TuitionSettingsTable {
  id: number;
  auto_run: Generated<boolean>;
  run_day: Generated<number>;
  collection_days: Generated<number>;
  creditor_name: string | null;
  creditor_id: string | null;
  creditor_iban: string | null;
  creditor_bic: string | null;
  version: Generated<number>;
  updated_at: DefaultedTimestamp;
}

export interface VerifactuQueueTable {
  id: Generated<number>;
  installation_id: Generated<string>;
  not_before: DefaultedTimestamp;
  lease_until: Timestamp | null;
  lease_owner: string | null;
  failures: Generated<number>;
}

export interface VerifactuRecordSignaturesTable {
  record_id: number;
  signed_xml: string;
  signed_at: DefaultedTimestamp;
}

export interface VerifactuRecordStatesTable {
  id: number | null;
  version: number | null;
  created_at: Timestamp | null;
  updated_at: Timestamp | null;
  invoice_id: number | null;
  kind: string | null;
  invoice_number: string | null;
  issue_date: string | null;
  invoice_type: string | null;
  total: string | null;
  hash: string | null;
  generated_at: string | null;
  status: string | null;
  attempts: number | null;
  next_attempt_at: Timestamp | null;
  sent_at: Timestamp | null;
  answered_at: Timestamp | null;
  csv: string | null;
  error_code: number | null;
  error_description: string | null;
  last_error: string | null;
  late: boolean | null;
  corrects_id: number | null;
  corrected_by_id: number | null;
  verifactu_mode: string | null;
  signed: boolean | null;
}

export interface VerifactuRecordsTable {
  id: Generated<number>;
  invoice_id: number;
  kind: "alta" | "anulacion";
  issuer_nif: string;
  invoice_number: string;
  issue_date: string;
  invoice_type: string | null;
  tax_total: string | null;
  total: string | null;
  previous_hash: string;
  hash: string;
  generated_at: string;
  created_at: DefaultedTimestamp;
  recipient: unknown;
  breakdown: unknown;
  verifactu_mode: Generated<string>;
}

export interface VerifactuSendsTable {
  id: Generated<number>;
  started_at: DefaultedTimestamp;
  finished_at: Timestamp | null;
  endpoint: string;
  records: number;
  late: Generated<boolean>;
  outcome: string | null;
  csv: string | null;
  wait_seconds: number | null;
  error: string | null;
  response: string | null;
}

export interface VerifactuSubmissionsTable {
  record_id: number;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  send_id: number | null;
  sent_at: Timestamp | null;
  answered_at: Timestamp | null;
  csv: string | null;
  answer: unknown;
  error_code: number | null;
  error_description: string | null;
  last_error: string | null;
  late: Generated<boolean>;
  corrects_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface BillingTables {
  invoice_number_counters: InvoiceNumberCountersTable;
  sepa_debits: SepaDebitsTable;
  sepa_remittances: SepaRemittancesTable;
  sif_events: SifEventsTable;
  tuition_charges: TuitionChargesTable;
  tuition_runs: TuitionRunsTable;
  tuition_settings: TuitionSettingsTable;
  verifactu_queue: VerifactuQueueTable;
  verifactu_record_signatures: VerifactuRecordSignaturesTable;
  verifactu_record_states: VerifactuRecordStatesTable;
  verifactu_records: VerifactuRecordsTable;
  verifactu_sends: VerifactuSendsTable;
  verifactu_submissions: VerifactuSubmissionsTable;
}
