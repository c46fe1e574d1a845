import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createDraft, get, issued, openBilling, type Billing } from "../../fixtures/billing.js";
import { uniqueToken } from "../../fixtures/records.js";
import { sampleDni } from "../../fixtures/recipient.js";

// The invoice list's search (`q`) finds invoices by whom they were made to, the client's name and
// tax id, beside their number; a client user's search still finds only their own invoices.
describe.each(DATABASE_KINDS)("invoice search on %s", (kind) => {
  let b: Billing;
  let name: string;
  let taxId: string;
  beforeAll(async () => {
    b = await openBilling(kind);
    name = `Ñandú Formación ${uniqueToken()}`;
    taxId = sampleDni(uniqueToken());
    await b.db.updateTable("lead_clients").set({ name, tax_id: taxId }).where("id", "=", b.client.clientId).execute();
  });
  afterAll(async () => {
    await b?.test.close();
  });

  const ids = async (who: Billing["admin"], q: string) => {
    const res = await get(who, `/api/invoices?_start=0&_end=100&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (res.body as { id: number }[]).map((row) => row.id);
  };

  it("finds an invoice by its client's name, without accents or case, and by its client's tax id", async () => {
    const mine = await createDraft(b);
    const other = await createDraft(b, { client_id: b.otherClient.clientId });
    const word = name.split(" ").pop()!;
    for (const q of [name, `nandu formacion ${word}`, word.toUpperCase(), taxId, taxId.toLowerCase().slice(2)]) {
      const found = await ids(b.admin, q);
      expect(found, q).toContain(mine.id);
      expect(found, q).not.toContain(other.id);
    }
  });

  it("still finds by number and keeps a search's text as a value, never as SQL", async () => {
    const invoice = await issued(b);
    expect(await ids(b.admin, String(invoice.number))).toEqual([invoice.id]);
    expect(await ids(b.admin, "' or 1=1 --")).toEqual([]);
  });

  it("finds a client user only their own invoices by name or tax id", async () => {
    const invoice = await issued(b);
    expect(await ids(b.client, taxId)).toContain(invoice.id);
    expect(await ids(b.client, name)).toContain(invoice.id);
    expect(await ids(b.otherClient, taxId)).toEqual([]);
    expect(await ids(b.otherClient, name)).toEqual([]);
  });
});
