import { lazy, Suspense } from "react";
import { BrowserRouter, useLocation } from "react-router";
import { NavigatorBridge } from "./providers/navigator-bridge";
import { AUTH_PATH_PREFIX } from "./routes/auth-routes-path";
import { loadDashboard } from "./routes/lazy-pages";
import { Loading } from "./routes/page-suspense";

// Two halves, each its own chunk: the account screens (small, the first a phone loads) and the
// signed-in app with antd and Refine. Only the router is shared; nothing here loads antd.
const loadSignedInApp = () => import("./signed-in-app");
const AuthRoutes = lazy(() => import("./routes/auth-routes").then((m) => ({ default: m.AuthRoutes })));
const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

function preloadSignedIn(): void {
  void loadSignedInApp();
  void loadDashboard();
}

function Halves() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<Loading />}>
      {pathname.startsWith(AUTH_PATH_PREFIX) ? <AuthRoutes preloadNext={preloadSignedIn} /> : <SignedInApp />}
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
