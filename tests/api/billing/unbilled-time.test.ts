import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { get, openBilling, send, type Billing } from "../../fixtures/billing.js";

// "Invoice unbilled time": a client's billable hours become a draft's lines at the project's
// rate or the person's; they are held by the draft, invoiced when it is issued, freed when it is
// deleted, and never billed twice, however many people try at once.
describe.each(DATABASE_KINDS)("unbilled time on %s", (kind) => {
  let b: Billing;
  beforeAll(async () => {
    b = await openBilling(kind);
    // A person's rate is set on the user, as an admin does in the users screen.
    const rate = await send(b.admin, "PATCH", `/api/users/${b.admin.id}`, { hourly_rate: 4000 });
    if (rate.status !== 200 || rate.body.hourly_rate !== 4000)
      throw new Error(`hourly rate: ${rate.status} ${JSON.stringify(rate.body)}`);
  });
  afterAll(async () => {
    await b?.test.close();
  });

  const logTime = async (minutes: number, userId = b.admin.id, billable = true) =>
    Number(
      (
        await b.db
          .insertInto("time_entries")
          .values({
            task_id: b.taskId,
            user_id: userId,
            started_at: new Date("2026-11-10T09:00:00Z"),
            minutes,
            billable,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
  const unbilled = async (query: string) => (await get(b.admin, `/api/billing/unbilled-time?${query}`)).body;

  it(
    "lists billable, uninvoiced time by task or by person, " + "at the person's rate unless the project has one",
    async () => {
      const [a, c] = [await logTime(90), await logTime(30, b.commercial.id)];
      await logTime(60, b.admin.id, false);
      const byTask = await unbilled(`client_id=${b.client.clientId}&group=task`);
      expect(byTask.groups.flatMap((g: any) => g.entries.map((e: any) => e.id)).sort()).toEqual([a, c].sort());
      const admin = byTask.groups.find((g: any) => g.rate === 4000);
      expect(admin).toMatchObject({ label: "Web corporativa · Maquetación", minutes: 90, hours: 1.5, amount: 6000 });
      expect(byTask.missing_rates).toHaveLength(1);
      await b.db.updateTable("projects").set({ hourly_rate: 5000 }).where("id", "=", b.projectId).execute();
      const byPerson = await unbilled(`project_id=${b.projectId}&group=person`);
      expect(byPerson.groups.map((g: any) => [g.minutes, g.rate, g.amount]).sort()).toEqual([
        [30, 5000, 2500],
        [90, 5000, 7500],
      ]);
      expect(byPerson.missing_rates).toEqual([]);
      expect((await get(b.commercial, `/api/billing/unbilled-time?client_id=${b.client.clientId}`)).status).toBe(403);
    },
  );

  it("turns chosen entries into a draft, invoices them on issue and never bills them twice", async () => {
    const ids = [await logTime(120), await logTime(45)];
    const res = await send(b.admin, "POST", "/api/billing/unbilled-time/invoice", {
      client_id: b.client.clientId,
      entry_ids: ids,
      group: "task",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "draft", client_id: b.client.clientId, subtotal: 13750 });
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ quantity: 2.75, unit_price: 5000, vat_rate: 21 });
    const again = await send(b.admin, "POST", "/api/billing/unbilled-time/invoice", {
      client_id: b.client.clientId,
      entry_ids: ids,
    });
    expect(again.status).toBe(409);
    const listed = await unbilled(`client_id=${b.client.clientId}`);
    expect(listed.groups.flatMap((g: any) => g.entries.map((e: any) => e.id))).not.toContain(ids[0]);
    // Deleting the draft frees the hours; issuing another marks them invoiced.
    expect((await send(b.admin, "DELETE", `/api/invoices/${res.body.id}`)).status).toBe(200);
    const second = await send(b.admin, "POST", "/api/billing/unbilled-time/invoice", {
      client_id: b.client.clientId,
      entry_ids: ids,
    });
    expect(second.status).toBe(201);
    expect((await send(b.admin, "POST", `/api/invoices/${second.body.id}/issue`, {})).status).toBe(200);
    const rows = await b.db
      .selectFrom("time_entries")
      .select(["invoice_line_id", "invoiced_at"])
      .where("id", "in", ids)
      .execute();
    expect(rows.every((r) => r.invoice_line_id !== null && r.invoiced_at !== null)).toBe(true);
  });

  it("lets only one of several simultaneous requests take the same hours", async () => {
    const ids = [await logTime(60), await logTime(15)];
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(b.admin, "POST", "/api/billing/unbilled-time/invoice", { client_id: b.client.clientId, entry_ids: ids }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const held = await b.db.selectFrom("time_entries").select("invoice_line_id").where("id", "in", ids).execute();
    expect(new Set(held.map((r) => r.invoice_line_id)).size).toBe(1);
  });

  it("lists a ticket's billable time beside the tasks', under the ticket's client", async () => {
    const ticket = await b.db
      .insertInto("tickets")
      .values({
        token: `tk${Date.now()}abcdefgh`.slice(0, 16),
        title: "Impresora",
        description: "No imprime",
        client_id: b.client.clientId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const entry = Number(
      (
        await b.db
          .insertInto("time_entries")
          .values({
            ticket_id: ticket.id,
            user_id: b.admin.id,
            started_at: new Date("2026-11-12T09:00:00Z"),
            minutes: 30,
            billable: true,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
    const byTask = await unbilled(`client_id=${b.client.clientId}&group=task`);
    const group = byTask.groups.find((g: any) => g.entries.some((e: any) => e.id === entry));
    expect(group).toMatchObject({ label: "Impresora", minutes: 30, rate: 4000, amount: 2000 });
    expect((await unbilled(`client_id=${b.otherClient.clientId}`)).groups).toEqual([]);
    const res = await send(b.admin, "POST", "/api/billing/unbilled-time/invoice", {
      client_id: b.client.clientId,
      entry_ids: [entry],
    });
    expect(res.body.lines).toMatchObject([{ description: "Impresora", quantity: 0.5, unit_price: 4000 }]);
  });

  it("refuses entries of another client", async () => {
    const id = await logTime(30);
    const res = await send(b.admin, "POST", "/api/billing/unbilled-time/invoice", {
      client_id: b.otherClient.clientId,
      entry_ids: [id],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.entry_ids).toBeDefined();
  });
});
