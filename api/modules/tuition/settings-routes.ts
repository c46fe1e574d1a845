import type { FastifyInstance } from "fastify";
import { recordAudit } from "../../audit/record-audit.js";
import { tuitionGuard } from "./tuition-access.js";
import { settingsBodySchema, tags } from "./tuition-schemas.js";
import { settingsAnswer } from "./tuition-answers.js";
import { readSettings, updateSettings, type SettingsInput } from "./tuition-settings.js";

// GET|PUT /api/tuition/settings: the monthly run's schedule and the SEPA creditor.
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get(
    "/tuition/settings",
    {
      onRequest: [app.authenticate, tuitionGuard("list")],
      schema: {
        tags,
        summary: "The monthly tuition run's schedule and the SEPA creditor (admins)",
        response: { 200: settingsAnswer },
      },
    },
    async () => readSettings(db),
  );

  app.put(
    "/tuition/settings",
    {
      onRequest: [app.authenticate, tuitionGuard("edit")],
      schema: {
        tags,
        summary: "Changes the tuition settings; the creditor id, IBAN and BIC are checked (admins)",
        body: settingsBodySchema,
        response: { 200: settingsAnswer, 409: { description: "Changed since read (version)" } },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const { before, after } = await updateSettings(trx, request.body as SettingsInput);
        const { missing: _b, ...was } = before;
        const { missing: _a, ...now } = after;
        await recordAudit(trx, request, {
          action: "update",
          resource: "tuition-settings",
          recordId: 1,
          before: was,
          after: now,
        });
        return after;
      }),
  );
}
