// The tuition routes' answers (docs/education-api.md, "Monthly fees and SEPA"): the monthly run of
// fee invoices and their SEPA remittances, typed once for the API that sends them and the page
// that reads them. Amounts are integer cents.

/** The run's schedule and the SEPA creditor (the one row of tuition_settings). */
export interface TuitionSettings {
  auto_run: boolean;
  run_day: number;
  collection_days: number;
  creditor_name: string | null;
  creditor_id: string | null;
  creditor_iban: string | null;
  creditor_bic: string | null;
  version: number;
  updated_at: string;
  /** The creditor fields a remittance needs and the settings lack. */
  missing: string[];
}

/** What a run of the month would draft now, and how much of the month is charged already. */
export interface MonthPreview {
  month: string;
  clients: number;
  registrations: number;
  /** The lines' amounts before VAT, and with the company's VAT on taxed courses. */
  subtotal: number;
  total: number;
  already_charged: number;
}

/** A remittance as a run lists it. */
export interface Remittance {
  id: number;
  run_id: number | null;
  message_id: string;
  collection_date: string;
  transaction_count: number;
  total: number;
  returned_count: number;
  created_at: string;
}

/** A run, with where its invoices stand and the remittances made of them. */
export interface TuitionRun {
  id: number;
  month: string;
  created_at: string;
  created_by_name: string | null;
  scheduled: boolean;
  invoice_count: number;
  registration_count: number;
  total: number;
  draft_count: number;
  issued_count: number;
  outstanding: number;
  remittances: Remittance[];
}

/** Why a run's invoice is left out of a remittance. */
export type SkipReason = "no_mandate" | "draft" | "paid" | "in_remittance";

export interface SkippedInvoice {
  invoice_id: number;
  invoice_number: string | null;
  client_id: number;
  client_name: string;
  reason: SkipReason;
}

/** One debit of a remittance. */
export interface Debit {
  id: number;
  remittance_id: number;
  invoice_id: number;
  invoice_number: string;
  invoice_status: string;
  client_id: number;
  client_name: string;
  amount: number;
  end_to_end_id: string;
  mandate_id: string;
  sequence_type: "FRST" | "RCUR";
  status: "sent" | "returned";
  returned_on: string | null;
  return_reason: string | null;
}
