import type { FastifyInstance } from "fastify";
import { forbidden, validationFailed } from "../../errors.js";
import { issueTokens } from "../auth/issue-tokens.js";
import { REGISTER_PER_IP } from "./attempts.js";
import { takeAttempt } from "../../throttle/auth-attempts.js";
import { createAccount } from "./create-account.js";
import { registrationErrors } from "./registration-errors.js";
import { registerSchema, registrationStatusSchema, type RegisterBody } from "./schemas.js";

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  const isOpen = async () => (await db.selectFrom("company").select("open_registration").where("id", "=", 1).executeTakeFirst())?.open_registration ?? true;

  app.get("/auth/registration", { schema: registrationStatusSchema }, async () => ({ open: await isOpen() }));

  // The schema's verdict is attached, not answered: the form learns every field's mistake at once.
  app.post<{ Body: RegisterBody }>("/auth/register", { schema: registerSchema, attachValidation: true }, async (request, reply) => {
    if (!(await isOpen())) throw forbidden("account:register.closed");
    // Every attempt counts, failed ones too: a duplicate email answers 422, so this also bounds
    // how fast anyone can probe which addresses have accounts.
    await takeAttempt(db, REGISTER_PER_IP, request.ip);

    const errors = await registrationErrors(db, request.body, request.validationError);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const { password } = request.body;
    const name = request.body.name.trim().replace(/\s+/g, " ");
    const email = request.body.email.trim();

    const userId = await createAccount(db, request, { name, email, password, language: request.lang });
    reply.status(201);
    return issueTokens(app, request, userId);
  });
}
