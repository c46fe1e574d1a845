import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../../audit/record-audit.js";
import { forbidden, notFound } from "../../errors.js";
import { translator, pickLanguage } from "../../i18n.js";
import { requireUser } from "../../plugins/auth.js";
import { feedActivities } from "./feed-activities.js";
import { feedCalendar } from "./feed-calendar.js";
import { feedOwner, feedStatus, mayHaveFeed, replaceFeedToken, revokeFeed } from "./feed-store.js";
import { FEED_TOKEN, feedUrl } from "./feed-tokens.js";
import { feedSchema, feedStatusSchema, newFeedSchema, revokeFeedSchema } from "./schemas.js";

/** Polls of one address a minute: calendars poll every few minutes; guessing needs far more. */
export const FEED_POLLS_PER_MINUTE = 60;

/** /api/calendar-feed (the signed-in user's secret URL) and /api/calendar/<token>.ics (the feed). */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const staffOnly = async (request: FastifyRequest) => {
    if (!mayHaveFeed(requireUser(request).roles)) throw forbidden();
  };
  const guarded = { onRequest: [app.authenticate, staffOnly] };

  app.get("/calendar-feed", { ...guarded, schema: feedStatusSchema }, async (request) =>
    feedStatus(db, requireUser(request).id),
  );

  app.post("/calendar-feed", { ...guarded, schema: newFeedSchema }, async (request) => {
    const user = requireUser(request);
    const token = await replaceFeedToken(db, user.id);
    await recordAudit(db, request, { action: "calendar_feed_create", resource: "calendar-feed", recordId: user.id });
    return { url: feedUrl(app.config.publicUrl, token) };
  });

  app.delete("/calendar-feed", { ...guarded, schema: revokeFeedSchema }, async (request) => {
    const user = requireUser(request);
    if (await revokeFeed(db, user.id))
      await recordAudit(db, request, { action: "calendar_feed_revoke", resource: "calendar-feed", recordId: user.id });
    return { active: false, created_at: null };
  });

  app.get<{ Params: { token: string } }>(
    "/calendar/:token.ics",
    { schema: feedSchema, config: { rateLimit: { max: FEED_POLLS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { token } = request.params;
      const owner = FEED_TOKEN.test(token) ? await feedOwner(db, token) : null;
      if (!owner) throw notFound();
      // The feed is read by a calendar, not by the person: it speaks the owner's language.
      const body = feedCalendar({
        publicUrl: app.config.publicUrl,
        t: translator(pickLanguage(owner.language)),
        activities: await feedActivities(db, owner.id),
      });
      return reply.type("text/calendar; charset=utf-8").header("cache-control", "private, max-age=300").send(body);
    },
  );
}
