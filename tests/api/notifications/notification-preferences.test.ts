import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../../../resources/support/ticket-options.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { as, expectStatus, openNotifications, reader, type NotificationsContext } from "./support.js";

// Per kind, whether a notification also comes by mail: every kind answered with the user's
// choice or its default, choices kept per user, unknown kinds and fields refused.
const DEFAULTS = {
  mention: true,
  assignment: true,
  sla_warning: true,
  sla_breach: true,
  invoice: true,
  lead: true,
  registration: true,
  verifactu_rejected: true,
  verifactu_stuck: true,
};

for (const kind of DATABASE_KINDS) {
  describe(`notification preferences on ${kind}`, () => {
    let ctx: NotificationsContext;
    beforeAll(async () => {
      ctx = await openNotifications(kind);
    });
    afterAll(() => ctx?.close());

    const asMap = (list: { kind: string; email: boolean }[]) => Object.fromEntries(list.map((p) => [p.kind, p.email]));

    it("answers every kind with its default, replies by mail for client users only", async () => {
      const staff = await reader(ctx, "commercial");
      const client = await reader(ctx, "client");
      const staffList = await expectStatus(as(ctx, staff, "GET", "/api/notifications/preferences"), 200);
      expect(staffList.map((p: any) => p.kind)).toEqual([...NOTIFICATION_KINDS]);
      expect(asMap(staffList)).toEqual({ ...DEFAULTS, reply: false });
      expect(asMap(await expectStatus(as(ctx, client, "GET", "/api/notifications/preferences"), 200))).toEqual({
        ...DEFAULTS,
        reply: true,
      });
    });

    it("keeps each user's choices, leaving the kinds not named as they were", async () => {
      const user = await reader(ctx, "admin");
      const other = await reader(ctx, "admin");
      const saved = await expectStatus(
        as(ctx, user, "PUT", "/api/notifications/preferences", {
          preferences: [
            { kind: "mention", email: false },
            { kind: "reply", email: true },
          ],
        }),
        200,
      );
      expect(asMap(saved)).toEqual({ ...DEFAULTS, mention: false, reply: true });
      const again = await expectStatus(
        as(ctx, user, "PUT", "/api/notifications/preferences", { preferences: [{ kind: "mention", email: true }] }),
        200,
      );
      expect(asMap(again)).toEqual({ ...DEFAULTS, reply: true });
      expect(asMap(await expectStatus(as(ctx, user, "GET", "/api/notifications/preferences"), 200))).toEqual({
        ...DEFAULTS,
        reply: true,
      });
      expect(asMap(await expectStatus(as(ctx, other, "GET", "/api/notifications/preferences"), 200))).toEqual({
        ...DEFAULTS,
        reply: false,
      });
    });

    it("refuses unknown kinds, repeated kinds, other fields and missing values", async () => {
      const user = await reader(ctx, "client");
      const put = (body: object, lang?: string) => as(ctx, user, "PUT", "/api/notifications/preferences", body, lang);
      const unknownKind = await put({ preferences: [{ kind: "gossip", email: true }] }, "en");
      expect(unknownKind.statusCode).toBe(422);
      // The error names the item and its field, as an invoice's inline lines do.
      expect(Object.keys(unknownKind.json().errors)).toEqual(["preferences.0.kind"]);
      expect(
        (
          await put({
            preferences: [
              { kind: "reply", email: true },
              { kind: "reply", email: false },
            ],
          })
        ).statusCode,
      ).toBe(422);
      expect((await put({ preferences: [{ kind: "reply", email: "yes" }] })).statusCode).toBe(422);
      expect((await put({ preferences: [{ kind: "reply" }] })).statusCode).toBe(422);
      expect((await put({ preferences: [{ kind: "reply", email: true, sms: true }] })).statusCode).toBe(422);
      expect((await put({ preferences: [], user_id: 1 })).statusCode).toBe(422);
      expect((await put({})).statusCode).toBe(422);
      // Nothing of it was kept.
      expect(asMap(await expectStatus(as(ctx, user, "GET", "/api/notifications/preferences"), 200))).toEqual({
        ...DEFAULTS,
        reply: true,
      });
      expect(await expectStatus(put({ preferences: [] }), 200)).toHaveLength(NOTIFICATION_KINDS.length);
    });
  });
}
