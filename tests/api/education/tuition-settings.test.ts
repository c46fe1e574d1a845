import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call } from "../../fixtures/app.js";
import { get, send } from "../../fixtures/billing.js";
import { addDays, companyDate } from "../../../api/modules/tuition/company-date.js";
import { CREDITOR, DEBTOR_IBANS, openTuition, put, type Tuition } from "./tuition-fixture.js";

// The SEPA data is checked where it is written: the creditor in the tuition settings, each
// client's mandate on the generic client writes. And the scheduled run: once a month, on its day.
describe.each(DATABASE_KINDS)("tuition settings, mandates and the monthly job on %s", (kind) => {
  let t: Tuition;
  beforeAll(async () => {
    t = await openTuition(kind);
  });
  afterAll(async () => {
    await t?.test.close();
  });

  const settings = async () => (await get(t.admin, "/api/tuition/settings")).body;
  const patchClient = (id: number, body: object, lang?: string) =>
    call(t.admin.app, t.admin.token, { method: "PATCH", url: `/api/lead-clients/${id}`, payload: body, lang }).then(
      (r) => ({ status: r.statusCode, body: r.json() }),
    );

  it("starts empty, checks the creditor and stores its account in electronic format", async () => {
    const initial = await settings();
    expect(initial).toMatchObject({
      auto_run: false,
      run_day: 1,
      collection_days: 5,
      creditor_id: null,
      missing: ["creditor_name", "creditor_id", "creditor_iban"],
    });
    const bad = await put(
      t.admin,
      "/api/tuition/settings",
      {
        ...CREDITOR,
        creditor_id: "ES12ZZZB12345674",
        creditor_iban: "ES91 2100 0418 4502 0005 1333",
        creditor_bic: "CAIXESB",
        version: initial.version,
      },
      "en",
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["creditor_bic", "creditor_iban", "creditor_id"]);
    expect(bad.body.errors.creditor_id[0]).toContain("creditor identifier is not valid");
    const foreignBic = await put(t.admin, "/api/tuition/settings", {
      ...CREDITOR,
      creditor_bic: "DEUTDEFFXXX",
      version: initial.version,
    });
    expect(foreignBic.body.errors.creditor_bic[0]).toContain("otro país");
    expect(
      (await put(t.admin, "/api/tuition/settings", { run_day: 29, version: initial.version })).body.errors.run_day,
    ).toBeDefined();
    expect((await put(t.admin, "/api/tuition/settings", { collection_days: 1, version: initial.version })).status).toBe(
      422,
    );
    expect((await put(t.admin, "/api/tuition/settings", { unknown: 1, version: initial.version })).status).toBe(422);

    const saved = await put(t.admin, "/api/tuition/settings", {
      ...CREDITOR,
      creditor_id: "es11 zzz b12345674",
      creditor_bic: "caixesbbxxx",
      collection_days: 7,
      version: initial.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      creditor_id: "ES11ZZZB12345674",
      creditor_iban: "ES9121000418450200051332",
      creditor_bic: "CAIXESBBXXX",
      collection_days: 7,
      version: initial.version + 1,
      missing: [],
    });
    expect((await put(t.admin, "/api/tuition/settings", { run_day: 3, version: initial.version })).status).toBe(409);
    const cleared = await put(t.admin, "/api/tuition/settings", { creditor_bic: "", version: saved.body.version });
    expect(cleared.body).toMatchObject({ creditor_bic: null, missing: [] });
  });

  it("keeps the settings from commercial and client users", async () => {
    for (const who of [t.commercial, t.client]) {
      expect((await get(who, "/api/tuition/settings")).status).toBe(403);
      expect((await put(who, "/api/tuition/settings", { run_day: 2, version: 1 })).status).toBe(403);
    }
  });

  it("checks a client's IBAN and BIC and stores them in electronic format", async () => {
    const id = await t.newClient();
    const bad = await patchClient(id, { iban: "ES00 1234", mandate_id: "M-1", mandate_signed_on: "2025-01-10" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["iban"]);
    expect(bad.body.errors.iban[0]).toBe("El IBAN no es válido: revisa sus dígitos.");
    expect(
      (await patchClient(id, { iban: "ES00 1234", mandate_id: "M-1", mandate_signed_on: "2025-01-10" }, "en")).body
        .errors.iban[0],
    ).toBe("The IBAN is not valid: check its digits.");
    const badBic = await patchClient(id, {
      iban: DEBTOR_IBANS[1],
      bic: "NOPE",
      mandate_id: "M-1",
      mandate_signed_on: "2025-01-10",
    });
    expect(Object.keys(badBic.body.errors)).toEqual(["bic"]);

    const ok = await patchClient(id, {
      iban: " es60 0049 1500 0512 3456 7892 ",
      bic: "bsches mm",
      mandate_id: "M-1",
      mandate_signed_on: "2025-01-10",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      iban: DEBTOR_IBANS[1],
      bic: "BSCHESMM",
      mandate_id: "M-1",
      mandate_signed_on: "2025-01-10",
    });
    // A later edit of something else leaves the mandate alone; taking it off takes all of it.
    expect((await patchClient(id, { phone: "600123123" })).status).toBe(200);
    expect((await patchClient(id, { iban: null, bic: null, mandate_id: null, mandate_signed_on: null })).status).toBe(
      200,
    );
  });

  it("wants a mandate whole: account, reference and a signature date no later than today", async () => {
    const id = await t.newClient();
    const noReference = await patchClient(id, { iban: DEBTOR_IBANS[2] });
    expect(noReference.status).toBe(422);
    expect(Object.keys(noReference.body.errors).sort()).toEqual(["mandate_id", "mandate_signed_on"]);
    expect(
      (await patchClient(id, { mandate_id: "M 2", iban: DEBTOR_IBANS[2], mandate_signed_on: "2025-01-10" })).body.errors
        .mandate_id,
    ).toBeDefined();
    const tomorrow = addDays(await companyDate(t.db), 1);
    const future = await patchClient(id, { iban: DEBTOR_IBANS[2], mandate_id: "M-2", mandate_signed_on: tomorrow });
    expect(Object.keys(future.body.errors)).toEqual(["mandate_signed_on"]);
    const created = await send(t.admin, "POST", "/api/lead-clients", { name: "Familia Ruiz", mandate_id: "M-3" });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors).sort()).toEqual(["iban", "mandate_signed_on"]);
  });

  it("runs the month by itself once, on its day, when auto_run is on", async () => {
    const course = await t.course({ name: "Ajedrez", start_date: "2031-01-01", end_date: null });
    await t.register(t.client.clientId, course.id, "confirmed", "Leo");
    const runsOf = (month: string) =>
      t.db
        .selectFrom("tuition_runs")
        .select(["id", "scheduled", "invoice_count"])
        .where("month", "=", month)
        .orderBy("id")
        .execute();
    const pass = (iso: string) => t.test.app.jobs.runDue({ now: new Date(iso) });

    await pass("2031-07-10T10:00:00Z");
    expect(await runsOf("2031-07-01")).toEqual([]);
    const { version } = await settings();
    expect((await put(t.admin, "/api/tuition/settings", { auto_run: true, run_day: 5, version })).status).toBe(200);
    await pass("2031-07-04T10:00:00Z");
    expect(await runsOf("2031-07-01")).toEqual([]);
    await pass("2031-07-05T10:00:00Z");
    expect(await runsOf("2031-07-01")).toEqual([expect.objectContaining({ scheduled: true, invoice_count: 1 })]);
    await pass("2031-07-05T11:00:00Z");
    await pass("2031-07-20T11:00:00Z");
    expect(await runsOf("2031-07-01")).toHaveLength(1);
    // A month already run by hand still gets its scheduled run, which finds nothing to charge.
    expect((await send(t.admin, "POST", "/api/tuition/runs", { month: "2031-08" })).status).toBe(201);
    await pass("2031-08-06T10:00:00Z");
    expect(await runsOf("2031-08-01")).toEqual([
      expect.objectContaining({ scheduled: false, invoice_count: 1 }),
      expect.objectContaining({ scheduled: true, invoice_count: 0 }),
    ]);
    const charges = await t.db.selectFrom("tuition_charges").select("id").where("month", "=", "2031-08-01").execute();
    expect(charges).toHaveLength(1);
  });
});
