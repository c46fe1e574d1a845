import { lazy } from "react";
import type { WebManifest } from "../web-manifest";

const UsersListPage = lazy(() => import("./users-list").then((m) => ({ default: m.UsersListPage })));
const LogsPage = lazy(() => import("./logs").then((m) => ({ default: m.LogsPage })));
const ProfilePage = lazy(() => import("./profile-page").then((m) => ({ default: m.ProfilePage })));
const TwoFactorPage = lazy(() => import("./two-factor").then((m) => ({ default: m.TwoFactorPage })));

/** Users (admins), the activity and system logs, and each user's own profile and second factor. */
export const USERS_WEB: WebManifest = {
  pages: { users: UsersListPage, logs: LogsPage, profile: ProfilePage, "two-factor": TwoFactorPage },
};
