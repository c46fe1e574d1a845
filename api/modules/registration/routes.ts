import type { FastifyInstance } from "fastify";
import { forbidden, validationFailed, type FieldError } from "../../errors.js";
import { issueTokens } from "../auth/issue-tokens.js";
import { REGISTER_PER_IP } from "./attempts.js";
import { throttleOrThrow } from "../../throttle/auth-attempts.js";
import { createAccount } from "./create-account.js";
import { newPasswordErrors } from "../auth/password-rules.js";
import { NAME_MIN, registerSchema, registrationStatusSchema, type RegisterBody } from "./schemas.js";

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  const isOpen = async () => (await db.selectFrom("company").select("open_registration").where("id", "=", 1).executeTakeFirst())?.open_registration ?? true;

  app.get("/auth/registration", { schema: registrationStatusSchema }, async () => ({ open: await isOpen() }));

  app.post<{ Body: RegisterBody }>("/auth/register", { schema: registerSchema }, async (request, reply) => {
    if (!(await isOpen())) throw forbidden("account:register.closed");
    // Every attempt counts, failed ones too: a duplicate email answers 422, so this also bounds
    // how fast anyone can probe which addresses have accounts.
    await throttleOrThrow(db, REGISTER_PER_IP, request.ip);

    const { password, password_confirmation, terms } = request.body;
    const name = request.body.name.trim().replace(/\s+/g, " ");
    const email = request.body.email.trim();
    const errors: Record<string, FieldError[]> = {};
    if (name.length < NAME_MIN) errors.name = [{ key: "validation:minLength", params: { min: NAME_MIN } }];
    const taken = await db.selectFrom("users").select("id").where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())).executeTakeFirst();
    if (taken) errors.email = [{ key: "account:register.emailTaken" }];
    Object.assign(errors, newPasswordErrors(password, password_confirmation));
    if (terms !== true) errors.terms = [{ key: "validation:termsRequired" }];
    if (Object.keys(errors).length) throw validationFailed(errors);

    const userId = await createAccount(db, request, { name, email, password, language: request.lang });
    reply.status(201);
    return issueTokens(app, request, userId);
  });
}
