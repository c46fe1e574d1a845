import type { ReactNode } from "react";
import { Outlet, Route, Routes } from "react-router";
import { Authenticated, CanAccess } from "@refinedev/core";
import { CatchAllNavigate } from "@refinedev/react-router";
import type { ResourceDef } from "../../resources/kit/types";
import { RESOURCES } from "../../resources/registry";
import { CUSTOM_PAGES, DASHBOARD_SECTIONS, EXTRA_PAGES, type ExtraPage } from "./custom-pages";
import { resourcePaths, routePattern } from "../providers/resource-paths";
import { MainLayout } from "../layouts/main-layout";
import { ForbiddenPage } from "../pages/forbidden";
import { LOGIN_PATH } from "../providers/auth-provider";
import { DashboardPage, NotFoundPage, ResourceForm, ResourceList, ResourceShow } from "./lazy-pages";
import { Page } from "./page-suspense";

// The UI hides what the API would refuse; a typed URL gets a 403 page instead of a failing table.
function Guarded({ name, action, children }: { name: string; action: string; children: ReactNode }) {
  return (
    <CanAccess resource={name} action={action} fallback={<ForbiddenPage />}>
      <Page>{children}</Page>
    </CanAccess>
  );
}

function resourceRoutes(def: ResourceDef) {
  const custom = CUSTOM_PAGES[def.name] ?? {};
  const List = custom.list;
  const Show = custom.show;
  const Form = custom.form;
  // React keeps a component's state when the next route renders the same component in the same
  // place: the generic pages of two resources would share their sorters, filters and form. A key
  // per resource and action gives each page a state of its own.
  const page = (action: string, children: ReactNode) => (
    <Guarded key={`${def.name}:${action}`} name={def.name} action={action}>
      {children}
    </Guarded>
  );
  // Only the pages the resource has, at the paths the rest of the app links to.
  const paths = resourcePaths(def);
  return [
    paths.list && (
      <Route
        key={`${def.name}-list`}
        path={paths.list}
        element={page("list", List ? <List /> : <ResourceList def={def} />)}
      />
    ),
    paths.create && (
      <Route
        key={`${def.name}-create`}
        path={paths.create}
        element={page("create", Form ? <Form /> : <ResourceForm def={def} action="create" />)}
      />
    ),
    paths.edit && (
      <Route
        key={`${def.name}-edit`}
        path={paths.edit}
        element={page(
          "edit",
          Form ? <Form /> : <ResourceForm def={def} action="edit" closingDialog={custom.closing} />,
        )}
      />
    ),
    paths.show && (
      <Route
        key={`${def.name}-show`}
        path={routePattern(paths.show)}
        element={page("show", Show ? <Show /> : <ResourceShow def={def} />)}
      />
    ),
  ];
}

// Guarded by a declared resource's name or a page's own (resources/<area>/manifest.ts); a page
// every signed-in user has (the profile) is not guarded.
function extraRoutes(extra: ExtraPage) {
  const Screen = extra.page;
  const { access } = extra;
  return extra.paths.map((path) => (
    <Route
      key={path}
      path={path}
      element={
        access ? (
          <Guarded name={access.resource} action={access.action}>
            <Screen />
          </Guarded>
        ) : (
          <Page>
            <Screen />
          </Page>
        )
      }
    />
  ));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Authenticated key="main" fallback={<CatchAllNavigate to={LOGIN_PATH} />}>
            <MainLayout>
              <Outlet />
            </MainLayout>
          </Authenticated>
        }
      >
        <Route
          index
          element={
            <Page>
              <DashboardPage sections={DASHBOARD_SECTIONS} />
            </Page>
          }
        />
        {EXTRA_PAGES.map(extraRoutes)}
        {RESOURCES.map(resourceRoutes)}
        <Route
          path="*"
          element={
            <Page>
              <NotFoundPage />
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}
