import { useMemo } from "react";
import { BrowserRouter } from "react-router";
import { Refine } from "@refinedev/core";
import routerProvider, { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { RefineThemes } from "@refinedev/antd";
import { App as AntdApp, ConfigProvider } from "antd";
// The ESM builds: the CJS entry points reach the bundle wrapped in {default}, leaving antd untranslated.
import esES from "antd/es/locale/es_ES";
import enUS from "antd/es/locale/en_US";
import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ScrollToTop } from "./layouts/scroll-to-top";
import { accessControlProvider } from "./providers/access-control-provider";
import { auditLogProvider } from "./providers/audit-log-provider";
import { authProvider } from "./providers/auth-provider";
import { dataProvider } from "./providers/data-provider";
import { i18nProvider } from "./providers/i18n-provider";
import { notificationProvider } from "./providers/notification-provider";
import { RuntimeBridges } from "./providers/runtime-bridges";
import { useReducedMotion } from "./providers/use-reduced-motion";
import { appResources } from "./routes/app-resources";
import { AppRoutes } from "./routes/app-routes";

export function App() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // Labels are computed here so the menu follows a language switch.
  const resources = useMemo(() => appResources(t), [t, lang]);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => ({ ...RefineThemes.Blue, token: { ...RefineThemes.Blue.token, motion: !reducedMotion } }), [reducedMotion]);

  return (
    <BrowserRouter>
      <ConfigProvider locale={lang === "en" ? enUS : esES} theme={theme}>
        <AntdApp>
          <RuntimeBridges />
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            auditLogProvider={auditLogProvider}
            i18nProvider={i18nProvider}
            notificationProvider={notificationProvider}
            resources={resources}
            options={{
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
              disableTelemetry: true,
              mutationMode: "pessimistic",
              title: { text: t("app.title"), icon: <AppstoreOutlined /> },
              // Labels come translated from the locales; Refine's English pluralising would spoil them.
              textTransformers: { humanize: (s) => s, plural: (s) => s, singular: (s) => s },
            }}
          >
            <AppRoutes />
            <ScrollToTop />
            <UnsavedChangesNotifier />
            <DocumentTitleHandler
              handler={({ resource, action }) => {
                const label = resource?.meta?.label;
                const app = t("app.title");
                return label ? `${label}${action && action !== "list" ? ` · ${t(`actions.${action}`)}` : ""} · ${app}` : app;
              }}
            />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
