import { createRequire } from "node:module";
import { call } from "../../fixtures/app.js";
import { get, openBilling, send, type Billing } from "../../fixtures/billing.js";
import { uniqueToken, type Api } from "../../fixtures/records.js";
import { COMPLETE_RECIPIENT } from "../../fixtures/recipient.js";

// What the tuition tests share: the billing world (admin, commercial, two clients with portal
// users, the company's tax id), courses made through the API, registrations written with the
// status a test needs (the server decides it on the API), mandates and the SEPA creditor.

type Row = Record<string, any>;

// jsdom (a dev dependency already, for the web tests) has no type declarations installed.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

export const CREDITOR = {
  creditor_name: "Academia Demo S.L.",
  creditor_id: "ES11ZZZB12345674",
  creditor_iban: "ES91 2100 0418 4502 0005 1332",
  creditor_bic: "CAIXESBBXXX",
};
/** Valid Spanish accounts for debtors (checksums and national check digits). */
export const DEBTOR_IBANS = ["ES7921000813610123456789", "ES6000491500051234567892", "ES8023100001180000012345"];

export interface Tuition extends Billing {
  course(values?: Row): Promise<Row>;
  register(clientId: number, courseId: number, status?: string, student?: string): Promise<number>;
  newClient(values?: Row): Promise<number>;
  mandate(clientId: number, iban: string, mandateId?: string): Promise<void>;
  setCreditor(values?: Row): Promise<Row>;
}

export async function openTuition(kind: Billing["test"]["kind"]): Promise<Tuition> {
  const b = await openBilling(kind);
  return {
    ...b,
    async course(values = {}) {
      const res = await send(b.admin, "POST", "/api/courses", {
        name: `Curso ${uniqueToken()}`,
        seats: 20,
        monthly_price: 5000,
        vat_treatment: "exempt",
        start_date: "2026-01-01",
        end_date: "2026-12-31",
        active: true,
        ...values,
      });
      if (res.status !== 201) throw new Error(`course: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async register(clientId, courseId, status = "confirmed", student = `Alumno ${uniqueToken()}`) {
      const dates: Row =
        {
          confirmed: { confirmed_at: new Date() },
          waitlisted: { waitlisted_at: new Date() },
          withdrawn: { withdrawn_on: "2026-01-15", withdrawal_reason: "Baja" },
        }[status] ?? {};
      const row = await b.db
        .insertInto("course_registrations")
        .values({ client_id: clientId, course_id: courseId, student_name: student, status, ...dates })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async newClient(values = {}) {
      const row = await b.db
        .insertInto("lead_clients")
        .values({
          name: `Familia ${uniqueToken()}`,
          ...COMPLETE_RECIPIENT,
          tax_id: "12345678Z",
          language: "es",
          ...values,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async mandate(clientId, iban, mandateId = `MND-${uniqueToken()}`) {
      const res = await send(b.admin, "PATCH", `/api/lead-clients/${clientId}`, {
        iban,
        mandate_id: mandateId,
        mandate_signed_on: "2025-09-01",
      });
      if (res.status !== 200) throw new Error(`mandate: ${res.status} ${JSON.stringify(res.body)}`);
    },
    async setCreditor(values = {}) {
      const current = (await get(b.admin, "/api/tuition/settings")).body;
      const res = await put(b.admin, "/api/tuition/settings", { ...CREDITOR, ...values, version: current.version });
      if (res.status !== 200) throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
  };
}

export async function put(api: Api, url: string, payload: object, lang?: string) {
  const res = await call(api.app, api.token, { method: "PUT", url, payload, lang });
  return { status: res.statusCode, body: res.json() };
}

/** The remittance file as a DOM, to read its elements by name. */
export function parseXml(xml: string): Document {
  const { window } = new JSDOM("");
  const doc = new window.DOMParser().parseFromString(xml, "application/xml");
  if (doc.getElementsByTagName("parsererror").length) throw new Error(`not XML: ${xml.slice(0, 200)}`);
  return doc;
}

export const texts = (doc: Document, tag: string): string[] =>
  [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? "");

export async function runMonth(t: Tuition, month: string) {
  return send(t.admin, "POST", "/api/tuition/runs", { month });
}
