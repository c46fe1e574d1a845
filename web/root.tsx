import { lazy, Suspense } from "react";
import { BrowserRouter, useLocation } from "react-router";
import { NavigatorBridge } from "./providers/navigator-bridge";
import { Loading } from "./components/loading";
import { AUTH_PATH_PREFIX, AuthRoutes } from "./routes/auth-routes";
import { loadDashboard, loadResourceList } from "./routes/lazy-pages";
import { RATING_PATH_PREFIX, RatingRoutes } from "./pages/support/rating/rating-routes";

// Two halves: the account screens, small and in the first download (a second round trip would
// cost a phone more than their few kilobytes), and the signed-in app with antd and Refine, a
// chunk of its own. Nothing here loads antd.
// The public rating link of a closed ticket sits beside the account screens, in their frame.
const loadSignedInApp = () => import("./signed-in-app");
const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

/** After the sign-in come the shell, the dashboard, and then nearly always a list. */
function preloadSignedIn(): void {
  void loadSignedInApp();
  void loadDashboard();
  void loadResourceList();
}

function Halves() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<Loading />}>
      {pathname.startsWith(AUTH_PATH_PREFIX) ? (
        <AuthRoutes preloadNext={preloadSignedIn} />
      ) : pathname.startsWith(RATING_PATH_PREFIX) ? (
        <RatingRoutes />
      ) : (
        <SignedInApp />
      )}
    </Suspense>
  );
}

export function Root() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <Halves />
    </BrowserRouter>
  );
}
