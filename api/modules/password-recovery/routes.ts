import type { FastifyInstance } from "fastify";
import { RECOVERY_PER_IP } from "../registration/attempts.js";
import { takeAttempt } from "../../throttle/auth-attempts.js";
import { requestReset } from "./request-reset.js";
import { resetPassword } from "./reset-password.js";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from "./schemas.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function passwordRecoveryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: ForgotPasswordBody }>("/auth/forgot-password", { schema: forgotPasswordSchema }, async (request) => {
    const started = Date.now();
    // Over the per-IP limit the caller learns so (429): that tells nothing about any address.
    await takeAttempt(db, RECOVERY_PER_IP, request.ip);
    await requestReset(app, request, request.body.email);
    // Every answer takes at least config.forgotPasswordMinMs, whether a mail was queued or not, so
    // its timing does not tell which addresses have accounts.
    await sleep(Math.max(0, app.config.forgotPasswordMinMs - (Date.now() - started)));
    return { message: request.t("account:forgot.sent") };
  });

  app.post<{ Body: ResetPasswordBody }>("/auth/reset-password", { schema: resetPasswordSchema }, async (request) => {
    await resetPassword(app, request, request.body);
    return { message: request.t("account:reset.success") };
  });
}
