import { lazy } from "react";
import { lazyWithAntd } from "../providers/lazy-with-antd";

// Every page is its own chunk (code-split routes; the sign-in form comes with its routes); named
// exports are adapted for React.lazy. An area's own screens are in its manifest (web/pages/<area>/manifest.ts).
export const RegisterPage = lazyWithAntd(() => import("../pages/auth/register").then((m) => m.RegisterPage));
/** Where the registration mail's link lands: the account is made and signed in. */
export const ConfirmRegistrationPage = lazyWithAntd(() =>
  import("../pages/auth/confirm-registration").then((m) => m.ConfirmRegistrationPage),
);
export const ForgotPasswordPage = lazyWithAntd(() =>
  import("../pages/auth/forgot-password").then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyWithAntd(() =>
  import("../pages/auth/reset-password").then((m) => m.ResetPasswordPage),
);
/** The public satisfaction link of a closed ticket (no sign-in), in the same frame as the above. */
export const TicketRatingPage = lazyWithAntd(() =>
  import("../pages/support/rating/rating-page").then((m) => m.RatingPage),
);
/** The first screen after the sign-in, which the sign-in screen preloads. */
export const loadDashboard = () => import("../pages/dashboard/dashboard");
export const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
export const NotFoundPage = lazy(() => import("../pages/not-found").then((m) => ({ default: m.NotFoundPage })));
/** The generic list: the screen of nearly every menu entry, which the sign-in screen preloads too. */
export const loadResourceList = () => import("../resource-pages/resource-list");
export const ResourceList = lazy(() => loadResourceList().then((m) => ({ default: m.ResourceList })));
export const ResourceForm = lazy(() =>
  import("../resource-pages/resource-form").then((m) => ({ default: m.ResourceForm })),
);
export const ResourceShow = lazy(() =>
  import("../resource-pages/resource-show").then((m) => ({ default: m.ResourceShow })),
);
