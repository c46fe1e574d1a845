import { lazy } from "react";

// Every page is its own chunk (code-split routes); named exports are adapted for React.lazy.
export const LoginPage = lazy(() => import("../pages/auth/login").then((m) => ({ default: m.LoginPage })));
export const DashboardPage = lazy(() => import("../pages/dashboard/dashboard").then((m) => ({ default: m.DashboardPage })));
export const NotFoundPage = lazy(() => import("../pages/not-found").then((m) => ({ default: m.NotFoundPage })));
export const ResourceList = lazy(() => import("../generated/resource-list").then((m) => ({ default: m.ResourceList })));
export const ResourceForm = lazy(() => import("../generated/resource-form").then((m) => ({ default: m.ResourceForm })));
export const ResourceShow = lazy(() => import("../generated/resource-show").then((m) => ({ default: m.ResourceShow })));
