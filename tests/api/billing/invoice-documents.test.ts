import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createDraft, get, issued, line, openBilling, send, type Billing } from "../../fixtures/billing.js";
import { pdfQrCodes, pdfText } from "../../fixtures/pdf-reader.js";
import { outboxFiles, tempDataDir, waitForOutbox } from "../mail/outbox-files.js";

// The invoice's PDF through the API (read back: text and QR), the client portal's view of
// invoices, the mail with the PDF attached, and the list's totals and CSV export.
describe.each(DATABASE_KINDS)("invoice documents on %s", (kind) => {
  let b: Billing;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    b = await openBilling(kind, { dataDir });
  });
  afterAll(async () => {
    await b?.test.close();
  });

  it("answers the PDF in the invoice's language with the VeriFactu QR, to whoever may read it", async () => {
    const invoice = await issued(b, {
      client_id: b.otherClient.clientId,
      language: "en",
      irpf_rate: 15,
      lines: [
        line({ description: "Support plan", unit_price: 20000 }),
        line({ description: "Course", unit_price: 5000, vat_rate: null, exemption_ground: "art20_1_9" }),
      ],
    });
    expect(invoice.language).toBe("en");
    const res = await get(b.otherClient, `/api/invoices/${invoice.id}/pdf?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`attachment; filename="${invoice.number}.pdf"`);
    const pdf = res.body as Buffer;
    const text = await pdfText(pdf);
    for (const expected of [
      invoice.number,
      "Support plan",
      "Course",
      "QR tributario:",
      "89890001K",
      "B12345674",
      "Exempt",
    ])
      expect(text).toContain(expected);
    const { body: record } = await get(b.admin, `/api/invoices/${invoice.id}/record`);
    // Outside VERI*FACTU (the default) the PDF claims nothing was sent: no legend (invoice-pdf-mode.test.ts).
    expect(text).not.toContain("VERI*FACTU");
    expect(await pdfQrCodes(pdf)).toEqual([record.qr_url]);
    expect((await get(b.client, `/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
  });

  it("shows a client only its own issued invoices", async () => {
    const mine = await issued(b);
    const draft = await createDraft(b);
    const theirs = await issued(b, { client_id: b.otherClient.clientId });
    const ids = (await get(b.client, "/api/invoices?_end=100")).body.map((i: any) => i.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(theirs.id);
    expect((await get(b.client, `/api/invoice-lines?invoice_id=${mine.id}`)).body).toHaveLength(1);
    expect((await get(b.client, `/api/invoices/${theirs.id}`)).status).toBe(404);
    expect((await get(b.client, "/api/invoices/totals")).body.count).toBe(ids.length);
    expect((await send(b.client, "POST", `/api/invoices/${mine.id}/send`, {})).status).toBe(403);
  });

  it("sends the issued invoice by mail with its PDF attached", async () => {
    const invoice = await issued(b);
    const before = outboxFiles(dataDir).length;
    const res = await send(b.admin, "POST", `/api/invoices/${invoice.id}/send`, { to: "facturas@example.test" });
    expect(res.status).toBe(200);
    const mail = (await waitForOutbox(dataDir, before + 1)).at(-1)!;
    expect(mail).toContain("To: facturas@example.test");
    expect(mail).toMatch(new RegExp(`filename="?${invoice.number}\\.pdf`));
    expect(mail).toContain("Content-Type: application/pdf");
    expect((await get(b.admin, `/api/invoices/${invoice.id}`)).body.sent_at).not.toBeNull();
    const draft = await createDraft(b);
    expect((await send(b.admin, "POST", `/api/invoices/${draft.id}/send`, {})).status).toBe(409);
  });

  it("exports the filtered list as CSV, in the reader's language", async () => {
    const invoice = await issued(b, { lines: [line({ unit_price: 123456 })] });
    const res = await b.test.app.inject({
      method: "GET",
      url: `/api/invoices/export.csv?id=${invoice.id}`,
      headers: { authorization: `Bearer ${b.admin.token}`, "x-lang": "es" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const [header, row] = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("Número;Cliente;Fecha de expedición;Vencimiento;Estado;Total;Pendiente");
    expect(row).toContain(`${invoice.number};`);
    expect(row).toContain(";Emitida;1493,82;1493,82");
  });
});
