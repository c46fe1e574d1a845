import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getResource } from "../../../resources/index.js";
import { call } from "../../fixtures/app.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { LiveStreams, type LiveClient } from "../../fixtures/live-client.js";
import { createProject, createTask } from "../../fixtures/projects.js";
import { createRecord } from "../../fixtures/records.js";
import { createTicket, openSupport, sendJson, type Support } from "../../fixtures/support.js";
import { signedInUser } from "../../fixtures/users.js";

// Presence names no member of the team to a client (docs/product.md#product-rules): on every kind of page with
// presence a client may open, a staff viewer reaches the client as a team member with no id,
// name or face, in the presence events and in the answer of its own PUT; the client's colleagues
// keep their names, and staff still see everyone.
const TEAM = { id: null, name: null, avatar: null, team: true };
const asText = (viewers: unknown[]) => new Set(viewers.map((v) => JSON.stringify(v)));

describe.each(DATABASE_KINDS)("presence told to a client on %s", (kind) => {
  let s: Support;
  const streams = new LiveStreams();
  beforeAll(async () => {
    s = await openSupport(kind);
    await streams.serve(s.test.app);
    const alberto = { name: "Alberto", lastname: "Administrador", avatar: "avatars/alberto.png" };
    await s.db.updateTable("users").set(alberto).where("id", "=", s.admin.id).execute();
  });
  afterAll(async () => {
    streams.closeAll();
    await s?.test.close();
  });

  const clientProject = () => createProject(s.admin, { client_id: s.client.clientId });
  /** A record of each kind of page with presence that the client may open. */
  const RECORDS: Record<string, () => Promise<number>> = {
    projects: async () => (await clientProject()).id,
    tasks: async () => (await createTask(s.admin, (await clientProject()).id)).id,
    tickets: async () => (await createTicket(s.admin, { client_id: s.client.clientId })).id,
    courses: async () => (await createRecord(s.admin, getResource("courses")!, {}, { onlyRequired: true })).id,
  };

  const view = (who: { app: any; token: string }, resource: string, id: number, stream?: string) => {
    const body = { tab: crypto.randomUUID(), resource, id, ...(stream ? { stream } : {}) };
    return sendJson(who, "PUT", "/api/live/presence", body);
  };
  const lastViewers = (live: LiveClient, resource: string, id: number) => {
    const about = (m: { event: string; data: any }) =>
      m.event === "presence" && m.data.resource === resource && m.data.id === id;
    const told = live.messages.filter(about);
    return told.at(-1)?.data.viewers;
  };
  const count = (live: LiveClient, resource: string, id: number) => lastViewers(live, resource, id)?.length ?? 0;

  for (const resource of Object.keys(RECORDS)) {
    it(`shows a client a team member, never a name, on ${resource}`, async () => {
      const id = await RECORDS[resource]();
      const db = s.test.database.handle.db;
      const colleague = await signedInUser(s.test.app, db, "client", { clientId: s.client.clientId });
      const clara = { name: "Clara", lastname: "Cliente" };
      await s.db.updateTable("users").set(clara).where("id", "=", colleague.id).execute();
      const clientLive = await streams.connect(s.client.token);
      const adminLive = await streams.connect(s.admin.token);

      await view(s.admin, resource, id, adminLive.stream);
      await view({ app: s.test.app, token: colleague.token }, resource, id);
      const answer = await view(s.client, resource, id, clientLive.stream);
      const expected = [
        TEAM,
        { id: colleague.id, name: "Clara Cliente", avatar: null },
        { id: s.client.id, name: "client user", avatar: null },
      ];
      expect(asText(answer.viewers)).toEqual(asText(expected));

      await clientLive.until(() => count(clientLive, resource, id) === 3, "the three viewers");
      expect(asText(lastViewers(clientLive, resource, id))).toEqual(asText(expected));
      const heard = JSON.stringify(clientLive.messages);
      for (const secret of ["Alberto", "Administrador", "alberto.png"]) expect(heard).not.toContain(secret);
      const presence = clientLive.messages.filter((m) => m.event === "presence");
      expect(presence.flatMap((m) => m.data.viewers.map((v: { id: number | null }) => v.id))).not.toContain(s.admin.id);
      // Nor does a change tell the client which colleague on the team made it.
      expect(clientLive.messages.filter((m) => m.event === "message").map((m) => m.data.by)).not.toContain(s.admin.id);

      // Staff see everyone by name.
      await adminLive.until(() => count(adminLive, resource, id) === 3, "the three viewers, for staff");
      const names = lastViewers(adminLive, resource, id)
        .map((v: { name: string }) => v.name)
        .sort();
      expect(names).toEqual(["Alberto Administrador", "Clara Cliente", "client user"]);
    });
  }

  it("answers the same to a client's own PUT on a record only staff view", async () => {
    const id = await RECORDS.tickets();
    await view(s.admin, "tickets", id);
    const payload = { tab: crypto.randomUUID(), resource: "tickets", id };
    const res = await call(s.client.app, s.client.token, { method: "PUT", url: "/api/live/presence", payload });
    expect(res.json().viewers).toEqual(expect.arrayContaining([TEAM]));
    expect(res.body).not.toContain("Alberto");
  });
});
