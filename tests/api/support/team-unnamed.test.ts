import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "../../../resources/index.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { createMessage, createTicket, getJson, openSupport, type Support } from "../../fixtures/support.js";
import { signedInUser } from "../../fixtures/users.js";

// No member of the team is named to a client (docs/product.md#product-rules), whatever reaches them: who wrote a reply
// or opened their ticket (lookups declared teamUnnamed), the notification of a reply and its mail.
// The client's own colleagues keep their names, and staff read every name.
describe.each(DATABASE_KINDS)("the team unnamed to clients on %s", (kind) => {
  let s: Support;
  beforeAll(async () => {
    s = await openSupport(kind);
    const alberto = { name: "Alberto", lastname: "Administrador" };
    await s.db.updateTable("users").set(alberto).where("id", "=", s.admin.id).execute();
  });
  afterAll(async () => {
    await s?.test.close();
  });

  it("declares every name of a user a client reads of a ticket as kept from the team", () => {
    const ticketing = RESOURCES.filter((def) => def.area === "support");
    const userNames = ticketing.flatMap((def) =>
      Object.entries(def.fields)
        .filter(([, f]) => f.lookup?.table === "users" && f.lookup.shown)
        .map(([name, f]) => [def.name, name, f.lookup!.teamUnnamed]),
    );
    expect(userNames.length).toBeGreaterThan(0);
    expect(userNames.filter(([, , unnamed]) => !unnamed)).toEqual([]);
  });

  it("names a colleague but not the team in the conversation, the ticket and the notifications", async () => {
    const db = s.test.database.handle.db;
    const colleague = await signedInUser(s.test.app, db, "client", { clientId: s.client.clientId });
    const clara = { name: "Clara", lastname: "Cliente" };
    await s.db.updateTable("users").set(clara).where("id", "=", colleague.id).execute();
    const ticket = await createTicket(s.admin, { client_id: s.client.clientId, title: "Ticket abierto por el equipo" });
    await createMessage({ app: s.test.app, token: colleague.token }, ticket.id, "Lo mismo me pasa a mí");
    await createMessage(s.admin, ticket.id, "Ya está arreglado");

    const asClient = (await getJson(s.client, `/api/tickets/${ticket.id}`)).body;
    expect(asClient.creator_name).toBeNull();
    const thread = (await getJson(s.client, `/api/ticket-messages?ticket_id=${ticket.id}`)).body;
    expect(thread.map((m: any) => m.author_name)).toEqual([null, "Clara Cliente", null]);
    const listed = (await getJson(s.client, `/api/tickets?id=${ticket.id}`)).body;
    expect(listed[0].creator_name).toBeNull();
    const { body: allNotifications } = await getJson(s.client, "/api/notifications");
    const notifications = allNotifications.filter((n: any) => n.record_id === ticket.id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: "reply", params: {} });
    const mails = await s.db.selectFrom("jobs").select("payload").where("name", "=", "notification-mail").execute();
    expect(JSON.stringify(mails)).not.toContain("Alberto");
    for (const answer of [asClient, thread, listed, notifications]) {
      expect(JSON.stringify(answer)).not.toContain("Alberto");
    }

    const staffThread = (await getJson(s.commercial, `/api/ticket-messages?ticket_id=${ticket.id}`)).body;
    const { body: adminThread } = await getJson(s.admin, `/api/ticket-messages?ticket_id=${ticket.id}`);
    const everyName = ["Alberto Administrador", "Clara Cliente", "Alberto Administrador"];
    expect(adminThread.map((m: any) => m.author_name)).toEqual(everyName);
    expect(staffThread).toEqual([]);
    expect((await getJson(s.admin, `/api/tickets/${ticket.id}`)).body.creator_name).toBe("Alberto Administrador");
  });
});
