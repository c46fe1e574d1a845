import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translator } from "../../../api/i18n.js";
import { readDate, readMoney } from "../../../api/modules/crm-import/cell-values.js";
import { call } from "../../fixtures/app.js";
import { openImportApp, type ImportApp, type ImportUser } from "../../fixtures/crm-import-app.js";
import { csvOf, xlsxOf, type Cell } from "../../fixtures/crm-import-files.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { tinyPng } from "../../fixtures/files.js";

// The lead import (docs/crm-api.md, "Import"): upload a CSV or XLSX, map its columns, dry run,
// run in one transaction, undo; each user with their own imports.
const t = (lang: "es" | "en", key: string, params: Record<string, unknown> = {}) => translator(lang)(key, params);
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const MAPPING = {
  name: "Nombre",
  email: "Email",
  phone: "Teléfono",
  company: "Empresa",
  estimated_value: "Valor",
  lead_status: "Estado",
  source: "Origen",
  next_action_date: "Próxima acción",
};
const HEADER = ["Nombre", "Email", "Teléfono", "Empresa", "Valor", "Estado", "Origen", "Próxima acción"];
let n = 0;
const unique = (prefix: string) => `${prefix}${++n}x${Date.now().toString(36)}`;

describe("cell readers", () => {
  it("reads euros into cents the Spanish and the English way", () => {
    expect(
      ["1234.56", "1.234,56", "1234,5", "1 234,56 €", "1,234.56", "1.234", "12", "0,5"].map((s) => readMoney(s)),
    ).toEqual([123456, 123456, 123450, 123456, 123456, 123400, 1200, 50].map((value) => ({ value })));
    for (const bad of ["12,3456", "abc", "-5", "1.2.3,4,5", "0,125"])
      expect(readMoney(bad), bad).toEqual({ error: "crm-import-api:money" });
    expect(readMoney("  ")).toEqual({ value: null });
  });

  it("reads YYYY-MM-DD and DD/MM/YYYY dates that exist", () => {
    expect(readDate("2025-03-31")).toEqual({ value: "2025-03-31" });
    expect(readDate("31/03/2025")).toEqual({ value: "2025-03-31" });
    expect(readDate("1/3/2025")).toEqual({ value: "2025-03-01" });
    for (const bad of ["31/02/2025", "2025-13-01", "03-31", "mañana"])
      expect(readDate(bad), bad).toEqual({ error: "crm-import-api:date" });
  });
});

describe.each(DATABASE_KINDS)("lead import on %s", (kind) => {
  let f: ImportApp;
  beforeAll(async () => {
    f = await openImportApp(kind);
  });
  afterAll(() => f?.test.close());

  it("takes a CSV with ';', a BOM and Spanish headers: columns, total, sample and a guessed mapping", async () => {
    const bytes = csvOf(
      [
        HEADER,
        ["Ana Ruiz", "ana@ejemplo.es", "611 22 33 44", "Acme", "1.234,56", "Nuevo", "Recomendación", "31/03/2025"],
        [],
        ["Luis Gil", "luis@ejemplo.es", "", "", "", "", "", ""],
        [],
      ],
      { delimiter: ";", bom: true },
    );
    const res = await f.upload(f.admin, "clientes.csv", bytes);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      filename: "clientes.csv",
      status: "uploaded",
      columns: HEADER,
      total: 2,
      mapping: MAPPING,
    });
    expect(body.sample).toEqual([
      ["Ana Ruiz", "ana@ejemplo.es", "611 22 33 44", "Acme", "1.234,56", "Nuevo", "Recomendación", "31/03/2025"],
      ["Luis Gil", "luis@ejemplo.es", "", "", "", "", "", ""],
    ]);
    expect((await f.get(f.admin, `/${body.id}`)).json()).toMatchObject({ id: body.id, columns: HEADER, total: 2 });
    const log = await f.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("resource", "=", "lead-imports")
      .where("record_id", "=", String(body.id))
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: "create", user_id: f.admin.id });
  });

  it("takes an XLSX (told by its bytes, whatever its name) with numbers and dates, and imports it", async () => {
    const email = `${unique("xl")}@ejemplo.com`;
    const rows: Cell[][] = [
      ["Name", "E-mail", "Company", "Estimated value", "Next action", "Status", "Campaign", "Owner"],
      [
        "Carla Xu",
        email,
        "Globex",
        2500.5,
        new Date(Date.UTC(2025, 5, 15)),
        "contactado",
        "feria madrid",
        f.admin.email.toUpperCase(),
      ],
    ];
    const res = await f.upload(f.admin, "export.bin", xlsxOf(rows), "application/octet-stream");
    expect(res.statusCode, res.body).toBe(201);
    const { id, mapping, sample, total } = res.json();
    expect(total).toBe(1);
    expect(sample).toEqual([
      ["Carla Xu", email, "Globex", "2500.5", "2025-06-15", "contactado", "feria madrid", f.admin.email.toUpperCase()],
    ]);
    expect(mapping).toEqual({
      name: "Name",
      email: "E-mail",
      company: "Company",
      estimated_value: "Estimated value",
      next_action_date: "Next action",
      lead_status: "Status",
      campaign: "Campaign",
      owner: "Owner",
    });
    const dry = await f.post(f.admin, `/${id}/dry-run`, { mapping });
    expect(dry.json()).toEqual({ total: 1, valid: 1, invalid: 0, duplicates: 0, rows: [] });
    expect((await f.post(f.admin, `/${id}/run`, { mapping })).json()).toEqual({ imported: 1, skipped: 0 });
    const [lead] = await f.leadsOf(id);
    expect(lead).toMatchObject({
      name: "Carla Xu",
      email,
      company: "Globex",
      lead_status_id: f.statusContacted,
      campaign_id: f.campaignId,
      owner_id: f.admin.id,
    });
    expect(Number(lead.estimated_value)).toBe(250050);
    expect(
      String(
        lead.next_action_date instanceof Date
          ? lead.next_action_date.toISOString().slice(0, 10)
          : lead.next_action_date,
      ),
    ).toBe("2025-06-15");
  });

  it(
    "dry run: names each bad row's problems in the caller's " + "language, and duplicates of leads and of earlier rows",
    async () => {
      const existing = `${unique("dup")}@ejemplo.es`;
      const created = await call(f.test.app, f.admin.token, {
        method: "POST",
        url: "/api/leads",
        payload: { name: "Existente SL", email: existing },
      });
      expect(created.statusCode, created.body).toBe(201);
      const same = `${unique("same")}@ejemplo.es`;
      const id = await f.uploaded(f.admin, [
        HEADER,
        ["Válido Uno", `${unique("ok")}@ejemplo.es`, "", "", "100", "Nuevo", "", ""],
        ["Correo Malo", "no-es-un-correo", "", "", "", "", "", ""],
        ["Estado Raro", `${unique("st")}@ejemplo.es`, "", "", "", "Inexistente", "", ""],
        ["Repetido Existente", existing.toUpperCase(), "", "", "", "", "", ""],
        ["Primero", same, "612345678", "", "", "", "", ""],
        ["Segundo", `${unique("b")}@ejemplo.es`, "+34 612 34 56 78", "", "", "", "", ""],
        ["Dinero Malo", `${unique("m")}@ejemplo.es`, "", "", "doce", "", "", "32/01/2025"],
        ["", `${unique("n")}@ejemplo.es`, "", "", "", "", "", ""],
      ]);
      for (const lang of ["es", "en"] as const) {
        const res = await f.post(f.admin, `/${id}/dry-run`, { mapping: MAPPING }, lang);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ total: 8, valid: 4, invalid: 4, duplicates: 2 });
        const byRow = Object.fromEntries(body.rows.map((r: any) => [r.row, r]));
        expect(Object.keys(byRow).map(Number)).toEqual([2, 3, 4, 6, 7, 8]);
        expect(byRow[2]).toMatchObject({
          values: { name: "Correo Malo", email: "no-es-un-correo" },
          errors: { email: [t(lang, "validation:email")] },
          duplicates: [],
        });
        expect(byRow[3].errors).toEqual({
          lead_status: [t(lang, "crm-import-api:unknownStatus", { value: "Inexistente" })],
        });
        expect(byRow[4].errors).toEqual({});
        expect(byRow[4].duplicates).toEqual([
          expect.objectContaining({ id: created.json().id, name: "Existente SL", reasons: ["email"], readable: true }),
        ]);
        expect(byRow[6].duplicates).toEqual([{ row: 5, name: "Primero", reasons: ["phone"] }]);
        expect(byRow[7].errors).toEqual({
          estimated_value: [t(lang, "crm-import-api:money")],
          next_action_date: [t(lang, "crm-import-api:date")],
        });
        expect(byRow[8].errors).toEqual({ name: [t(lang, "validation:required")] });
      }
      // Nothing written by a dry run.
      expect(await f.leadsOf(id)).toEqual([]);
      expect((await f.importRow(id)).status).toBe("uploaded");
    },
  );

  it("refuses a run with invalid rows, writing nothing; runs with skip options; a second run is a 409", async () => {
    const existing = `${unique("old")}@ejemplo.es`;
    expect(
      (
        await call(f.test.app, f.admin.token, {
          method: "POST",
          url: "/api/leads",
          payload: { name: "Ya Estaba", email: existing },
        })
      ).statusCode,
    ).toBe(201);
    const id = await f.uploaded(f.admin, [
      HEADER,
      ["Bueno Uno", `${unique("g")}@ejemplo.es`, "", "Acme", "1234,5", "Contactado", "cold call", "2025-04-01"],
      ["Malo", "x@", "", "", "", "", "", ""],
      ["Duplicado", existing, "", "", "", "", "", ""],
      ["Bueno Dos", `${unique("g")}@ejemplo.es`, "", "", "", "", "", ""],
    ]);
    const before = await f.count("leads");
    for (const lang of ["es", "en"] as const) {
      const refused = await f.post(f.admin, `/${id}/run`, { mapping: MAPPING }, lang);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(t(lang, "crm-import-api:invalidRows", { count: 1 }));
      expect(refused.json().errors.rows).toEqual([
        t(lang, "crm-import-api:rowError", {
          row: 2,
          problems: `${t(lang, "resources:leads.fields.email")}: ${t(lang, "validation:email")}`,
        }),
      ]);
    }
    expect(await f.count("leads")).toBe(before);
    expect((await f.importRow(id)).status).toBe("uploaded");

    const res = await f.post(f.admin, `/${id}/run`, { mapping: MAPPING, skip_invalid: true, skip_duplicates: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2, skipped: 2 });
    const leads = await f.leadsOf(id);
    expect(leads.map((l) => l.name)).toEqual(["Bueno Uno", "Bueno Dos"]);
    expect(leads[0]).toMatchObject({
      company: "Acme",
      source: "cold_call",
      lead_status_id: f.statusContacted,
      import_id: id,
    });
    expect(Number(leads[0].estimated_value)).toBe(123450);
    // Defaults of a form's create: the first status; the timeline says imported; the score is kept.
    expect(leads[1].lead_status_id).toBe(f.statusNew);
    expect(leads[0].score).toBeGreaterThan(0);
    const events = await f.db
      .selectFrom("lead_events")
      .selectAll()
      .where(
        "lead_id",
        "in",
        leads.map((l) => l.id),
      )
      .execute();
    expect(events.map((e) => [e.kind, typeof e.data === "string" ? JSON.parse(e.data) : e.data])).toEqual([
      ["imported", { import_id: id }],
      ["imported", { import_id: id }],
    ]);
    expect(await f.importRow(id)).toMatchObject({ status: "imported", imported: 2 });
    const logs = await f.db
      .selectFrom("audit_logs")
      .select(["action", "resource"])
      .where("resource", "=", "leads")
      .where(
        "record_id",
        "in",
        leads.map((l) => String(l.id)),
      )
      .execute();
    expect(logs).toEqual([
      { action: "create", resource: "leads" },
      { action: "create", resource: "leads" },
    ]);

    const again = await f.post(f.admin, `/${id}/run`, { mapping: MAPPING, skip_invalid: true }, "es");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t("es", "crm-import-api:alreadyRun"));
    expect(await f.leadsOf(id)).toHaveLength(2);
  });

  it("imports duplicates when not told to skip them", async () => {
    const email = `${unique("twice")}@ejemplo.es`;
    const id = await f.uploaded(f.admin, [
      HEADER,
      ["Uno", email, "", "", "", "", "", ""],
      ["Otro", email, "", "", "", "", "", ""],
    ]);
    expect((await f.post(f.admin, `/${id}/run`, { mapping: MAPPING })).json()).toEqual({ imported: 2, skipped: 0 });
  });

  it("undo removes exactly that import's leads, with their activities; a second undo is a 409", async () => {
    const first = await f.uploaded(f.admin, [
      HEADER,
      ["Deshacer A", `${unique("u")}@ejemplo.es`, "", "", "", "", "", ""],
      ["Deshacer B", `${unique("u")}@ejemplo.es`, "", "", "", "", "", ""],
    ]);
    const second = await f.uploaded(f.admin, [
      HEADER,
      ["Se Queda", `${unique("k")}@ejemplo.es`, "", "", "", "", "", ""],
    ]);
    for (const id of [first, second])
      expect((await f.post(f.admin, `/${id}/run`, { mapping: MAPPING })).statusCode).toBe(200);
    const [a] = await f.leadsOf(first);
    const activity = await call(f.test.app, f.admin.token, {
      method: "POST",
      url: "/api/lead-activities",
      payload: { lead_id: a.id, subject: "Llamar", due_at: "2025-05-01T10:00:00.000Z" },
    });
    expect(activity.statusCode, activity.body).toBe(201);
    const before = await f.count("leads");

    const res = await f.post(f.admin, `/${first}/undo`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: 2 });
    expect(await f.count("leads")).toBe(before - 2);
    expect(await f.leadsOf(first)).toEqual([]);
    expect(await f.leadsOf(second)).toHaveLength(1);
    expect(await f.db.selectFrom("lead_activities").selectAll().where("id", "=", activity.json().id).execute()).toEqual(
      [],
    );
    expect((await f.importRow(first)).status).toBe("undone");
    const deleted = await f.db
      .selectFrom("audit_logs")
      .select("action")
      .where("resource", "=", "leads")
      .where("record_id", "=", String(a.id))
      .orderBy("id")
      .execute();
    expect(deleted.map((l) => l.action)).toEqual(["create", "delete"]);

    const again = await f.post(f.admin, `/${first}/undo`, {}, "es");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t("es", "crm-import-api:alreadyUndone"));
    const notRun = await f.uploaded(f.admin, [HEADER, ["Sin Ejecutar", "", "", "", "", "", "", ""]]);
    expect((await f.post(f.admin, `/${notRun}/undo`, {})).statusCode).toBe(409);
  });

  it(
    "a commercial user's leads are theirs, whatever the " + "owner column says; others cannot see or undo the import",
    async () => {
      const header = ["Nombre", "Responsable"];
      const res = await f.upload(
        f.commercial,
        "mios.csv",
        csvOf([header, ["Del Comercial", f.admin.email], ["Otro Más", "nadie@ninguno.es"]]),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { id, mapping } = res.json();
      expect(mapping).toEqual({ name: "Nombre", owner: "Responsable" });
      expect((await f.post(f.commercial, `/${id}/dry-run`, { mapping })).json()).toMatchObject({
        valid: 2,
        invalid: 0,
      });
      expect((await f.post(f.commercial, `/${id}/run`, { mapping })).json()).toEqual({ imported: 2, skipped: 0 });
      expect((await f.leadsOf(id)).map((l) => l.owner_id)).toEqual([f.commercial.id, f.commercial.id]);

      // An admin's file names an owner that does not exist: a row error.
      const adminImport = await f.upload(f.admin, "a.csv", csvOf([header, ["Sin Dueño", "nadie@ninguno.es"]]));
      const adminDry = await f.post(f.admin, `/${adminImport.json().id}/dry-run`, { mapping });
      expect(adminDry.json().rows[0].errors).toEqual({
        owner: [t("en", "crm-import-api:unknownOwner", { value: "nadie@ninguno.es" })],
      });

      for (const [method, url] of [
        ["GET", `/api/lead-imports/${id}`],
        ["POST", `/api/lead-imports/${id}/dry-run`],
        ["POST", `/api/lead-imports/${id}/undo`],
        ["POST", `/api/lead-imports/${id}/run`],
      ] as const) {
        const other = await call(f.test.app, f.otherCommercial.token, {
          method,
          url,
          ...(method === "POST" && { payload: { mapping } }),
        });
        expect(other.statusCode, url).toBe(404);
      }
      const listed = (user: ImportUser) => f.get(user, "").then((r) => r.json().map((i: any) => i.id));
      expect(await listed(f.otherCommercial)).not.toContain(id);
      expect(await listed(f.commercial)).toEqual([id]);
      expect(await listed(f.admin)).toContain(id);
      const [item] = (await f.get(f.commercial, "")).json();
      expect(item).toMatchObject({
        id,
        filename: "mios.csv",
        status: "imported",
        total: 2,
        imported: 2,
        user_id: f.commercial.id,
      });
      // The admin may undo it; the leads go.
      expect((await f.post(f.admin, `/${id}/undo`, {})).json()).toEqual({ removed: 2 });
    },
  );

  it("refuses a client (403) and an anonymous caller (401)", async () => {
    const id = await f.uploaded(f.admin, [HEADER, ["Alguien", "", "", "", "", "", "", ""]]);
    expect((await f.upload(f.client, "a.csv", csvOf([HEADER]))).statusCode).toBe(403);
    expect((await f.get(f.client, "")).statusCode).toBe(403);
    for (const action of ["dry-run", "run", "undo"])
      expect((await f.post(f.client, `/${id}/${action}`, { nonsense: true })).statusCode, action).toBe(403);
    expect((await f.get(null, "")).statusCode).toBe(401);
  });

  it("refuses what is not a CSV or an XLSX, told by the bytes, and keeps nothing", async () => {
    const before = await f.count("lead_imports");
    for (const lang of ["es", "en"] as const) {
      const fake = await f.upload(
        f.admin,
        "leads.xlsx",
        csvOf([HEADER, ["Texto", "", "", "", "", "", "", ""]]),
        XLSX_TYPE,
        lang,
      );
      expect(fake.statusCode).toBe(422);
      expect(fake.json()).toEqual({
        message: t(lang, "crm-import-api:notWorkbook"),
        errors: { file: [t(lang, "crm-import-api:notWorkbook")] },
      });
      const png = await f.upload(f.admin, "leads.csv", tinyPng(), "text/csv", lang);
      expect(png.json().errors).toEqual({ file: [t(lang, "crm-import-api:fileType")] });
    }
    expect((await f.upload(f.admin, "vacio.csv", csvOf([HEADER]))).json().errors).toEqual({
      file: [t("en", "crm-import-api:noRows")],
    });
    expect(
      (await call(f.test.app, f.admin.token, { method: "POST", url: "/api/lead-imports", payload: { file: "x" } }))
        .statusCode,
    ).toBe(415);
    expect(await f.count("lead_imports")).toBe(before);
  });

  it("refuses a file over 5,000 rows (422) and one over 10 MB (413)", async () => {
    const rows: Cell[][] = [
      ["Nombre", "Email"],
      ...Array.from({ length: 5001 }, (_, i) => [`Persona ${i}`, `p${i}@ejemplo.es`]),
    ];
    for (const [name, bytes, type] of [
      ["muchos.csv", csvOf(rows), "text/csv"],
      ["muchos.xlsx", xlsxOf(rows), XLSX_TYPE],
    ] as const) {
      const res = await f.upload(f.admin, name, bytes, type, "es");
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors).toEqual({ file: [t("es", "crm-import-api:tooManyRows", { max: 5000, count: 5001 })] });
    }
    const exactly = await f.upload(f.admin, "justo.csv", csvOf(rows.slice(0, 5001)));
    expect(exactly.statusCode).toBe(201);
    expect(exactly.json().total).toBe(5000);
    const big = await f.upload(
      f.admin,
      "grande.csv",
      Buffer.concat([csvOf(rows), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
    );
    expect(big.statusCode).toBe(413);
  });

  it("refuses unknown body fields and mappings that do not fit the file (422)", async () => {
    const id = await f.uploaded(f.admin, [HEADER, ["Alguien", "", "", "", "", "", "", ""]]);
    const extra = await f.post(f.admin, `/${id}/dry-run`, { mapping: MAPPING, hack: 1 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ hack: [t("en", "validation:unknownField", { field: "hack" })] });
    const badField = await f.post(f.admin, `/${id}/run`, { mapping: { ...MAPPING, score: "Valor" } });
    expect(badField.statusCode).toBe(422);
    expect(badField.json().errors).toEqual({ score: [t("en", "validation:unknownField", { field: "score" })] });
    expect((await f.post(f.admin, `/${id}/dry-run`, {})).json().errors).toEqual({
      mapping: [t("en", "validation:required")],
    });
    expect((await f.post(f.admin, `/${id}/run`, { mapping: MAPPING, skip_invalid: "yes" })).statusCode).toBe(422);
    const unknownColumn = await f.post(f.admin, `/${id}/dry-run`, { mapping: { name: "Nombre", email: "Correo" } });
    expect(unknownColumn.json().errors).toEqual({
      mapping: [t("en", "crm-import-api:unknownColumn", { column: "Correo" })],
    });
    const noName = await f.post(f.admin, `/${id}/dry-run`, { mapping: { email: "Email", company: "Email" } });
    expect(noName.json().errors).toEqual({
      mapping: [t("en", "crm-import-api:nameUnmapped"), t("en", "crm-import-api:columnTwice", { column: "Email" })],
    });
    expect((await f.post(f.admin, "/abc/dry-run", { mapping: MAPPING })).statusCode).toBe(400);
    expect((await f.post(f.admin, "/2147483000/dry-run", { mapping: MAPPING })).statusCode).toBe(404);
    expect((await f.importRow(id)).status).toBe("uploaded");
  });
});
