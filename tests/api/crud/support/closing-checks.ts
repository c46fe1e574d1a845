import { expect, it } from "vitest";
import type { ResourceDef } from "../../../../resources/index.js";
import { boardsOf } from "../../../../api/modules/kanban/board-column.js";
import { createRecord, sampleRecord } from "../../../fixtures/records.js";
import { message, request, type SuiteContext } from "./suite-context.js";

// A resource's closing values (ResourceDef.closing: a ticket resolved) are reached only through
// its own dialog's route: the generic create, PATCH and every board move whose column is the
// closing field refuse each of them (422 on the field, in both languages), and the row is left
// exactly as it was.
export function closingChecks(suite: () => SuiteContext, def: ResourceDef): void {
  const closing = def.closing;
  if (!closing) return;
  const url = `/api/${def.name}`;
  const field = closing.field;
  for (const value of closing.values) {
    it(`refuses reaching ${field} "${value}" outside its close dialog: create, PATCH and board move`, async () => {
      const ctx = suite();
      const row = await createRecord(ctx.admin, def);
      const label = (lang: "es" | "en") => message(lang, `resources:${def.name}.options.${field}.${value}`);
      const refusal = (lang: "es" | "en") => [message(lang, "validation:closeThroughDialog", { value: label(lang) })];
      const moves = boardsOf(def)
        .filter(({ board }) => board.column === field)
        .map(({ name }) => ({
          method: "POST" as const,
          url: `${url}/${row.id}/move${name ? `/${name}` : ""}`,
          payload: { column: value, index: 0 },
        }));
      const writes = [{ method: "PATCH" as const, url: `${url}/${row.id}`, payload: { [field]: value } }, ...moves];
      expect(writes.length, "a PATCH and the board moves").toBeGreaterThan(1);
      for (const lang of ["es", "en"] as const) {
        for (const write of writes) {
          const res = await request(ctx, { ...write, lang });
          expect(res.statusCode, `${write.url}: ${res.body}`).toBe(422);
          expect(res.json().errors[field]).toEqual(refusal(lang));
        }
        const body = await sampleRecord(ctx.admin, def, { [field]: value });
        const created = await request(ctx, { method: "POST", url, payload: body, lang });
        expect(created.statusCode, created.body).toBe(422);
        expect(created.json().errors[field]).toEqual(refusal(lang));
      }
      const after = await request(ctx, { method: "GET", url: `${url}/${row.id}` });
      expect(after.json()).toEqual({ ...row, _can: expect.any(Object) });
    });
  }
}
