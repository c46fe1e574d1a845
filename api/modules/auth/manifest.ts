import type { ApiManifest } from "../api-manifest.js";
import { passwordRecoveryRoutes } from "../password-recovery/routes.js";
import { registrationRoutes } from "../registration/routes.js";
import { twoFactorChallengeRoutes } from "../two-factor/challenge-routes.js";
import { twoFactorRoutes } from "../two-factor/routes.js";
import { authRoutes } from "./routes.js";

/** Signing in and out, signing up, a forgotten password and the second factor. */
export const authManifest: ApiManifest = {
  name: "auth",
  routes: [authRoutes, registrationRoutes, passwordRecoveryRoutes, twoFactorChallengeRoutes, twoFactorRoutes],
  needs: ["mailer"],
};
