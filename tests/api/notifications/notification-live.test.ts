import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { LiveStreams } from "../../fixtures/live-client.js";
import { as, expectStatus, notifyUser, openNotifications, reader, type NotificationsContext } from "./support.js";

// The live stream tells each user of their own notifications (created, read) and nobody else of
// them, whatever their role: an admin hears of no one's notifications but their own. Each check
// ends on a marker event heard by the other reader, after which anything it should not have
// heard would already have arrived.
for (const kind of DATABASE_KINDS) {
  describe(`live notifications on ${kind}`, () => {
    let ctx: NotificationsContext;
    const streams = new LiveStreams();
    beforeAll(async () => {
      ctx = await openNotifications(kind);
      await streams.serve(ctx.test.app);
    });
    afterAll(async () => {
      streams.closeAll();
      await ctx?.close();
    });

    const idsOf = async (userId: number) =>
      (await ctx.db.selectFrom("notifications").select("id").where("user_id", "=", userId).orderBy("id").execute()).map(
        (r) => Number(r.id),
      );

    it("tells the owner, and only the owner, of a new notification and of its reading", async () => {
      const owner = await reader(ctx, "client");
      const admin = await reader(ctx, "admin");
      const [mine, theirs] = [await streams.connect(owner.token), await streams.connect(admin.token)];
      await notifyUser(ctx, owner, { title: "Solo mía" });
      const [id] = await idsOf(owner.id);
      expect((await mine.rowEvent("notifications", "created", id)).data).toMatchObject({
        resource: "notifications",
        type: "created",
        ids: [id],
      });
      await expectStatus(as(ctx, owner, "POST", `/api/notifications/${id}/read`), 200);
      await mine.rowEvent("notifications", "updated", id);

      await notifyUser(ctx, admin, { title: "Marcador" });
      const [marker] = await idsOf(admin.id);
      await theirs.rowEvent("notifications", "created", marker);
      expect(theirs.idsOf("notifications")).toEqual([marker]);
      expect(mine.idsOf("notifications")).not.toContain(marker);
    });

    it("tells the owner of a read-all and of a deletion, and nobody else", async () => {
      const owner = await reader(ctx, "commercial");
      const other = await reader(ctx, "commercial");
      const [mine, theirs] = [await streams.connect(owner.token), await streams.connect(other.token)];
      await notifyUser(ctx, owner, { title: "Una" });
      await notifyUser(ctx, owner, { title: "Otra" });
      const ids = await idsOf(owner.id);
      await expectStatus(as(ctx, owner, "POST", "/api/notifications/read-all"), 200);
      for (const id of ids) await mine.rowEvent("notifications", "updated", id);
      await ctx.db.deleteFrom("notifications").where("id", "=", ids[0]).execute();
      await mine.rowEvent("notifications", "deleted", ids[0]);

      await notifyUser(ctx, other, { title: "Marcador" });
      const [marker] = await idsOf(other.id);
      await theirs.rowEvent("notifications", "created", marker);
      expect(theirs.idsOf("notifications")).toEqual([marker]);
    });
  });
}
