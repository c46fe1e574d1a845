// The public rating link lives outside the signed-in app, in the sign-in screens' frame: a client
// opening it from a mail needs neither a session nor Refine, and the page (with antd) is a chunk
// of its own, so the sign-in download stays as small as it was.
import { Navigate, Route, Routes } from "react-router";
import { AuthLayout } from "../../../layouts/auth-layout";
import { TicketRatingPage } from "../../../routes/lazy-pages";
import { Page } from "../../../routes/page-suspense";

/** The root hands every path under this prefix to these routes. */
export const RATING_PATH_PREFIX = "/support/rate/";

export function RatingRoutes() {
  return (
    <AuthLayout>
      <Routes>
        <Route
          path={`${RATING_PATH_PREFIX}:token`}
          element={
            <Page>
              <TicketRatingPage />
            </Page>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AuthLayout>
  );
}
