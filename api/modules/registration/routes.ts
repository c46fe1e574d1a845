import type { FastifyInstance } from "fastify";
import { forbidden, validationFailed } from "../../errors.js";
import { issueTokens } from "../auth/issue-tokens.js";
import { REGISTER_PER_IP } from "./attempts.js";
import { takeAttempt } from "../../throttle/auth-attempts.js";
import { confirmRegistration } from "./confirm-registration.js";
import { registrationErrors } from "./registration-errors.js";
import { requestRegistration } from "./request-registration.js";
import {
  confirmRegistrationSchema,
  registerSchema,
  registrationStatusSchema,
  type ConfirmRegistrationBody,
  type RegisterBody,
} from "./schemas.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  const isOpen = async () =>
    (await db.selectFrom("company").select("open_registration").where("id", "=", 1).executeTakeFirst())
      ?.open_registration ?? true;

  app.get("/auth/registration", { schema: registrationStatusSchema }, async () => ({ open: await isOpen() }));

  // The schema's verdict is attached, not answered: the form learns every field's mistake at once.
  app.post<{ Body: RegisterBody }>(
    "/auth/register",
    { schema: registerSchema, attachValidation: true },
    async (request, reply) => {
      const started = Date.now();
      if (!(await isOpen())) throw forbidden("account:register.closed");
      // Every attempt counts, failed ones too: this bounds how fast anyone can send mails or probe.
      await takeAttempt(db, REGISTER_PER_IP, request.ip);

      const errors = registrationErrors(request.body, request.validationError);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const name = request.body.name.trim().replace(/\s+/g, " ");
      const email = request.body.email.trim();
      await requestRegistration(app, request, { name, email, password: request.body.password, language: request.lang });
      // Forgot-password's pad: the answer's timing does not tell which addresses have accounts.
      await sleep(Math.max(0, app.config.forgotPasswordMinMs - (Date.now() - started)));
      reply.status(202);
      return { message: request.t("account:register.sent", { email }) };
    },
  );

  // The mailed link's page posts its token: the account is made and signed in.
  app.post<{ Body: ConfirmRegistrationBody }>(
    "/auth/register/confirm",
    { schema: confirmRegistrationSchema },
    async (request, reply) => {
      if (!(await isOpen())) throw forbidden("account:register.closed");
      const userId = await confirmRegistration(app, request, request.body.token);
      reply.status(201);
      return issueTokens(app, request, userId);
    },
  );
}
