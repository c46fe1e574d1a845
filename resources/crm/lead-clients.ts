import { defineResource } from "../kit/define-resource.js";
import { COUNTRY_CODES } from "../kit/countries.js";
import { TAX_ID_TYPES } from "./tax-id-types.js";

// A company or person that bought (docs/product.md#entity-decisions); client users belong to one through
// users.client_id and see only that row.
export const leadClients = defineResource({
  name: "lead-clients",
  table: "lead_clients",
  area: "crm",
  route: "/crm/clients",
  icon: "shop",
  labelField: "name",
  fields: {
    name: { type: "string", required: true, minLength: 2, maxLength: 160 },
    email: { type: "email", maxLength: 254 },
    phone: { type: "string", maxLength: 30 },
    tax_id: { type: "string", maxLength: 20 },
    // What kind of id tax_id is: a Spanish NIF, an EU VAT number or a foreign id (VeriFactu IDOtro).
    tax_id_type: { type: "enum", options: TAX_ID_TYPES, default: "nif" },
    // Which SLA policies apply to its tickets, and the language its mails are in when none of
    // its users has one of their own.
    client_type_id: { type: "reference", reference: "client-types" },
    // Who looks after it: the owner of the lead converted into it (api/modules/crm/lead-outcome-routes.ts).
    account_manager_id: { type: "reference", reference: "team-members" },
    language: { type: "enum", options: ["es", "en"] },
    // Billing defaults: the address printed on its invoices (street and number, then the rest),
    // and whether the equivalence surcharge (recargo de equivalencia, retailers) applies to them.
    address: { type: "string", maxLength: 400 },
    postal_code: { type: "string", maxLength: 10 },
    city: { type: "string", maxLength: 100 },
    province: { type: "string", maxLength: 100 },
    country: { type: "enum", options: COUNTRY_CODES, default: "ES", countryNames: true },
    equivalence_surcharge: { type: "boolean", default: false },
    // A SEPA Core direct-debit mandate: monthly fees are collected from this account.
    iban: { type: "string", maxLength: 34 },
    bic: { type: "string", maxLength: 11 },
    mandate_id: { type: "string", maxLength: 35, unique: true },
    mandate_signed_on: { type: "date" },
    // A public body invoiced through FACe (Facturae): its three DIR3 units, which the invoice names
    // as administrative centres (api/modules/billing/facturae/, docs/facturae.md).
    public_body: { type: "boolean", default: false },
    dir3_accounting_office: { type: "string", maxLength: 10, shownWhen: "public_body" },
    dir3_managing_body: { type: "string", maxLength: 10, shownWhen: "public_body" },
    dir3_processing_unit: { type: "string", maxLength: 10, shownWhen: "public_body" },
  },
  list: {
    columns: ["name", "email", "phone", "tax_id", "client_type_id"],
    filters: ["id", "name", "email", "tax_id", "client_type_id", "language"],
    sorters: ["id", "name", "email", "created_at"],
    search: ["name", "email", "phone", "tax_id"],
    defaultSort: { field: "name", order: "asc" },
  },
  permissions: {
    superadmin: "*",
    admin: "*",
    commercial: ["list", "show", "create", "edit"],
    client: ["list", "show"],
  },
  scope: { client: "id" },
  sections: [
    { key: "client", fields: ["name", "email", "phone", "client_type_id", "language", "equivalence_surcharge"] },
    { key: "tax", fields: ["tax_id_type", "tax_id", "address", "postal_code", "city", "province", "country"] },
    { key: "mandate", fields: ["iban", "bic", "mandate_id", "mandate_signed_on"] },
    {
      key: "public_sector",
      fields: ["public_body", "dir3_accounting_office", "dir3_managing_body", "dir3_processing_unit"],
    },
    { key: "sales", fields: ["account_manager_id"] },
  ],
  related: [
    { resource: "leads", field: "converted_client_id" },
    { resource: "projects", field: "client_id" },
    { resource: "tickets", field: "client_id" },
    { resource: "invoices", field: "client_id" },
    { resource: "course-registrations", field: "client_id" },
  ],
});
