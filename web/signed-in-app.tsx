import { useMemo, useState } from "react";
import { Refine } from "@refinedev/core";
import { DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import { AppstoreOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ScrollToTop } from "./layouts/scroll-to-top";
import { accessControlProvider } from "./providers/access-control-provider";
import { auditLogProvider } from "./providers/audit-log-provider";
import { authProvider } from "./providers/auth-provider";
import { dataProvider } from "./providers/data-provider";
import { i18nProvider } from "./providers/i18n-provider";
import { AntdScope } from "./providers/antd-scope";
import { liveBus } from "./providers/live/live-bus";
import { createLiveProvider } from "./providers/live/live-provider";
import { queryIdleGate } from "./providers/live/query-idle-gate";
import { appRouterProvider } from "./providers/router-provider";
import { NotificationBridge } from "./providers/notification-bridge";
import { notificationProvider } from "./providers/notification-provider";
import { createQueryClient } from "./providers/query-client";
import { appResources } from "./routes/app-resources";
import { AppRoutes } from "./routes/app-routes";

/** Everything behind the sign-in: Refine, its providers, the menu and the screens. */
export function SignedInApp() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // Labels are computed here so the menu follows a language switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lang is the trigger: labels follow a language switch
  const resources = useMemo(() => appResources(t), [t, lang]);
  // One cache per signed-in session (a sign-out unmounts this), shared with the live provider.
  const [queryClient] = useState(createQueryClient);
  const liveProvider = useMemo(() => createLiveProvider(liveBus, queryIdleGate(queryClient)), [queryClient]);

  return (
    <AntdScope>
      {/* antd's App: the modal and message hooks of the screens (App.useApp). */}
      <AntdApp>
        <NotificationBridge />
        <Refine
          routerProvider={appRouterProvider}
          dataProvider={dataProvider}
          liveProvider={liveProvider}
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
            // Another user's change refetches the lists, boards, counts and records it touches;
            // edit forms opt out (providers/live/frozen-query.ts).
            liveMode: "auto",
            reactQuery: { clientConfig: queryClient },
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
              return label
                ? `${label}${action && action !== "list" ? ` · ${t(`actions.${action}`)}` : ""} · ${app}`
                : app;
            }}
          />
        </Refine>
      </AntdApp>
    </AntdScope>
  );
}
