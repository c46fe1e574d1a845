import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../api/seed/seed-demo.js";
import { DEMO_PASSWORD } from "../../../api/seed/demo-users.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";

// The eight education and CRM lists of the spec's menu export their demo rows as CSV through the
// API (`list.export`), under the list's search, in the reader's language, for staff who read them.
const LISTS: [resource: string, demoRow: string, header: { es: string; en: string }][] = [
  ["course-types", "Idiomas", { es: "Nombre", en: "Name" }],
  ["academic-levels", "Bachillerato", { es: "Grado o nivel", en: "Grade or level" }],
  ["client-types", "Particular", { es: "Código", en: "Code" }],
  ["commercial-securities", "Matriculado", { es: "Orden", en: "Order" }],
  ["lead-specific-services", "Inglés B2", { es: "Servicio", en: "Service" }],
  ["lead-services", "Formación profesional", { es: "Nombre", en: "Name" }],
  ["lead-statuses", "Cualificado", { es: "Color", en: "Color" }],
  ["campaign-types", "Redes sociales", { es: "Activo", en: "Active" }],
];

describe.each(DATABASE_KINDS)("nomenclator CSV exports on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.database.handle.db);
    for (const who of ["admin", "commercial"]) {
      const res = await call(t.app, undefined, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD },
      });
      tokens[who] = res.json().access_token;
    }
  });
  afterAll(() => t.close());

  it.each(LISTS)(
    "%s: every row, or what the search finds, as CSV in the reader's language",
    async (resource, demoRow, header) => {
      const all = await call(t.app, tokens.admin, { method: "GET", url: `/api/${resource}/export.csv` });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.headers["content-type"]).toMatch(/^text\/csv/);
      expect(all.headers["content-disposition"]).toContain(`${resource}.csv`);
      const lines = all.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toContain(header.es);
      expect(lines.length).toBeGreaterThan(2);
      expect(all.body).toContain(demoRow);

      const found = await call(t.app, tokens.commercial, {
        method: "GET",
        url: `/api/${resource}/export.csv?q=${encodeURIComponent(demoRow.toUpperCase())}`,
        lang: "en",
      });
      expect(found.statusCode, found.body).toBe(200);
      const rows = found.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(rows[0]).toContain(header.en);
      expect(rows.slice(1).length).toBeGreaterThanOrEqual(1);
      expect(rows.slice(1).every((row) => row.toLowerCase().includes(demoRow.toLowerCase().split(" ")[0]))).toBe(true);
      expect(rows.length).toBeLessThan(lines.length);
    },
  );
});
