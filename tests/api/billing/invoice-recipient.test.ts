import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_KINDS } from "../../../resources/billing/billing-options.js";
import { needsFullRecipient, RECIPIENT_FIELDS } from "../../../resources/billing/recipient-check.js";
import { call } from "../../fixtures/app.js";
import { createDraft, get, issued, line, send } from "../../fixtures/billing.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { COMPLETE_RECIPIENT } from "../../fixtures/recipient.js";
import { openTuition, runMonth, type Tuition } from "../education/tuition-fixture.js";

// A complete invoice (F1, and the rectifying R1–R4) names its recipient whole (RD 1619/2012,
// art. 6): name, tax id and full address. Every way the API issues an invoice refuses without
// them, naming each missing field, and issues nothing; a simplified one (F2, R5) goes without.

const root = path.resolve(import.meta.dirname, "../../..");

/** Every module that issues invoices, and the test below that issues through it. */
const ISSUING_PATHS: Record<string, string> = {
  "api/modules/billing/issue-routes.ts": "POST /api/invoices/:id/issue (every kind)",
  "api/modules/billing/rectify-routes.ts": "POST /api/invoices/:id/void",
  "api/modules/tuition/issue-run.ts": "POST /api/tuition/runs/:id/issue",
  // The demo's clients are complete: tests/api/seed checks the demo seeds.
  "api/seed/demo-billing.ts": "the demo data",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
}

describe.each(DATABASE_KINDS)("the recipient of a complete invoice on %s", (kind) => {
  let t: Tuition;
  beforeAll(async () => {
    t = await openTuition(kind);
  });
  afterAll(async () => {
    await t?.test.close();
  });

  const newClient = (values: Record<string, unknown> = {}) => t.newClient({ ...COMPLETE_RECIPIENT, ...values });
  const issue = (id: number, lang = "es") =>
    call(t.admin.app, t.admin.token, { method: "POST", url: `/api/invoices/${id}/issue`, payload: {}, lang });
  const counts = async () => ({
    numbers: Number(
      (
        await t.db
          .selectFrom("invoice_number_counters")
          .select((e) => e.fn.sum("last_number").as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    ),
    records: (await t.db.selectFrom("verifactu_records").select("id").execute()).length,
  });

  it("covers every module that issues invoices", () => {
    const issuing = sourceFiles("api")
      .filter((file) =>
        /import \{[^}]*\bissueInvoice\b[^}]*} from "[^"]*\/issue-invoice\.js"/.test(
          readFileSync(path.join(root, file), "utf8"),
        ),
      )
      .map((file) => file.split(path.sep).join("/"))
      .sort();
    expect(issuing).toEqual(Object.keys(ISSUING_PATHS).sort());
  });

  it.each(RECIPIENT_FIELDS)(
    "refuses an F1 to a client without %s, names it in the reader's language, and issues nothing",
    async (field) => {
      // A country the database itself always holds (a two-letter code): no client goes without.
      if (field === "country") {
        await expect(newClient({ country: "" })).rejects.toThrow(/country/);
        return;
      }
      const clientId = await newClient({ [field]: field === "name" ? " " : null });
      const draft = await createDraft(t, { client_id: clientId });
      const before = await counts();
      const res = await issue(draft.id);
      expect(res.statusCode).toBe(422);
      const { errors } = res.json();
      expect(Object.keys(errors)).toEqual([`client.${field}`]);
      expect(errors[`client.${field}`][0]).toMatch(/^Falta/);
      expect((await issue(draft.id, "en")).json().errors[`client.${field}`][0]).toMatch(/missing/);
      expect(await counts()).toEqual(before);
      expect((await get(t.admin, `/api/invoices/${draft.id}`)).body).toMatchObject({ status: "draft", number: null });
    },
  );

  it("names every missing field at once, and a tax id no Spanish NIF has", async () => {
    const bare = await t.newClient({ tax_id: null, address: null, postal_code: null, city: null, province: null });
    const res = await issue((await createDraft(t, { client_id: bare })).id);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "client.address",
      "client.city",
      "client.postal_code",
      "client.province",
      "client.tax_id",
    ]);
    // Written before ids were checked: the issue checks it again.
    const wrong = await newClient({ tax_id: "12345678A" });
    expect((await issue((await createDraft(t, { client_id: wrong })).id)).json().errors).toEqual({
      "client.tax_id": [expect.stringMatching(/NIF no válido/)],
    });
  });

  it.each(INVOICE_KINDS)(
    "asks %s for the whole recipient exactly when it is a complete invoice",
    async (invoiceKind) => {
      const clientId = await newClient();
      const simplified = invoiceKind === "F2" || invoiceKind === "R5";
      const original = await issued(t, {
        kind: simplified ? "F2" : "F1",
        series_id: simplified ? t.series.S : t.series.F,
        client_id: clientId,
        lines: [line({ unit_price: 1000 })],
      });
      let draftId: number;
      if (invoiceKind.startsWith("R")) {
        const res = await send(t.admin, "POST", `/api/invoices/${original.id}/rectify`, {
          kind: invoiceKind,
          method: "difference",
          reason: "Error",
        });
        expect(res.status).toBe(201);
        draftId = res.body.id;
      } else {
        draftId = (
          await createDraft(t, {
            kind: invoiceKind,
            series_id: simplified ? t.series.S : t.series.F,
            client_id: clientId,
            lines: [line({ unit_price: 1000 })],
          })
        ).id;
      }
      await t.db.updateTable("lead_clients").set({ tax_id: null, address: null }).where("id", "=", clientId).execute();
      const res = await issue(draftId);
      if (needsFullRecipient(invoiceKind)) {
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors).sort()).toEqual(["client.address", "client.tax_id"]);
      } else {
        expect(res.statusCode).toBe(200);
      }
      expect(needsFullRecipient(invoiceKind)).toBe(!simplified);
    },
  );

  it("keeps the simplified invoice's limit: 400 € with VAT", async () => {
    const draft = await createDraft(t, {
      kind: "F2",
      series_id: t.series.S,
      client_id: null,
      lines: [line({ unit_price: 33100 })],
    });
    expect((await issue(draft.id)).json().errors).toEqual({ kind: [expect.stringContaining("400")] });
  });

  it("refuses to void by an R4 while the client is incomplete, and voids once it is complete", async () => {
    const clientId = await newClient();
    const original = await issued(t, { client_id: clientId });
    await t.db.updateTable("lead_clients").set({ city: null }).where("id", "=", clientId).execute();
    const refused = await send(t.admin, "POST", `/api/invoices/${original.id}/void`, { reason: "Error" });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(["client.city"]);
    expect((await get(t.admin, `/api/invoices/${original.id}`)).body.status).toBe("issued");
    expect(await t.db.selectFrom("invoices").select("id").where("rectifies_id", "=", original.id).execute()).toEqual(
      [],
    );
    await t.db.updateTable("lead_clients").set({ city: "Madrid" }).where("id", "=", clientId).execute();
    expect((await send(t.admin, "POST", `/api/invoices/${original.id}/void`, { reason: "Error" })).status).toBe(201);
  });

  it(
    "refuses a tuition run's issue while one of its " + "clients is incomplete, and issues none of its drafts",
    async () => {
      const course = await t.course({ monthly_price: 4500 });
      const complete = await newClient({ name: "Familia Completa" });
      const incomplete = await newClient({ name: "Familia Sin Código", postal_code: null });
      await t.register(complete, course.id);
      await t.register(incomplete, course.id);
      const run = (await runMonth(t, "2026-06")).body.run;
      const refused = await send(t.admin, "POST", `/api/tuition/runs/${run.id}/issue`, {});
      expect(refused.status).toBe(422);
      // The run names every client a complete invoice lacks data of, and only them.
      expect(refused.body.message).toContain("Familia Sin Código");
      expect(refused.body.message).not.toContain("Familia Completa");
      const statuses = await t.db
        .selectFrom("invoices")
        .select("status")
        .where("tuition_run_id", "=", run.id)
        .execute();
      expect(statuses.map((s) => s.status)).toEqual(["draft", "draft"]);
      await t.db.updateTable("lead_clients").set({ postal_code: "28013" }).where("id", "=", incomplete).execute();
      expect((await send(t.admin, "POST", `/api/tuition/runs/${run.id}/issue`, {})).body.issued).toBe(2);
    },
  );

  it("freezes the recipient on the invoice and names it in the VeriFactu record, by NIF or by IDOtro", async () => {
    const spanish = await issued(t, { client_id: await newClient({ name: "Óptica Peñalara S.L." }) });
    const record = (await get(t.admin, `/api/invoices/${spanish.id}/record`)).body;
    expect(record.recipient).toEqual({ NombreRazon: "Óptica Peñalara S.L.", NIF: "B12345674" });
    const french = await newClient({
      name: "Librairie Dupont",
      tax_id_type: "eu_vat",
      tax_id: "FR40303265045",
      country: "FR",
      province: null,
      postal_code: "75001",
      city: "Paris",
    });
    const foreign = await issued(t, { client_id: french });
    expect((await get(t.admin, `/api/invoices/${foreign.id}/record`)).body.recipient).toEqual({
      NombreRazon: "Librairie Dupont",
      IDOtro: { CodigoPais: "FR", IDType: "02", ID: "FR40303265045" },
    });
    await t.db.updateTable("lead_clients").set({ city: "Lyon" }).where("id", "=", french).execute();
    const snapshot = await t.db
      .selectFrom("invoices")
      .select("client_snapshot")
      .where("id", "=", foreign.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(snapshot.client_snapshot)).toContain("Paris");
  });
});
