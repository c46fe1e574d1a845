import type { FastifyInstance } from "fastify";
import { fieldError, notFound } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { parsePage } from "../../crud/list-query.js";
import { pathId } from "../../crud/input-guard.js";
import { registerMailDelivery } from "./mail-delivery.js";
import { countNotifications, listNotifications, markAllRead, markRead } from "./notification-rows.js";
import {
  getPreferencesSchema,
  LIST_PAGE,
  listSchema,
  markReadSchema,
  putPreferencesSchema,
  readAllSchema,
  unreadCountSchema,
} from "./notification-schemas.js";
import { readPreferences, savePreferences, type MailPreference } from "./preferences.js";

// GET/POST /api/notifications… (docs/support-api.md): each signed-in user's own notifications,
// whatever their role, and their mail choices. Notifications are written by notify.ts; their
// mails go out from here (mail-delivery.ts).
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerMailDelivery(app);
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  app.get("/notifications", { onRequest: app.authenticate, schema: listSchema }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const { offset, limit } = parsePage(query, LIST_PAGE);
    const page = await listNotifications(db, me(request), { offset, limit, unreadOnly: query.unread === "true" });
    reply.header("x-total-count", String(page.total));
    reply.header("x-unread-count", String(page.unread));
    return page.rows;
  });

  app.get(
    "/notifications/unread-count",
    { onRequest: app.authenticate, schema: unreadCountSchema },
    async (request) => ({
      count: (await countNotifications(db, me(request))).unread,
    }),
  );

  app.post("/notifications/:id/read", { onRequest: app.authenticate, schema: markReadSchema }, async (request) => {
    const marked = await markRead(db, me(request), pathId(request));
    if (!marked) throw notFound();
    return marked;
  });

  app.post("/notifications/read-all", { onRequest: app.authenticate, schema: readAllSchema }, async (request) => ({
    count: await markAllRead(db, me(request)),
  }));

  app.get(
    "/notifications/preferences",
    { onRequest: app.authenticate, schema: getPreferencesSchema },
    async (request) => readPreferences(db, me(request)),
  );

  app.put<{ Body: { preferences: MailPreference[] } }>(
    "/notifications/preferences",
    { onRequest: app.authenticate, schema: putPreferencesSchema },
    async (request) => {
      const { preferences } = request.body;
      if (new Set(preferences.map((p) => p.kind)).size !== preferences.length)
        throw fieldError("preferences", "validation:invalid");
      await savePreferences(db, me(request), preferences);
      return readPreferences(db, me(request));
    },
  );
}
