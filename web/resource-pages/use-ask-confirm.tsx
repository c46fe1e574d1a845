// How the generated forms ask about a warning the API lets the user accept (confirm-warning.ts):
// an answer listing `duplicates` shows them, with links, and offers to create anyway; any other
// warning shows its messages.
import { App, Space, Typography } from "antd";
import { useNavigation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { AskConfirm } from "../components/confirm-warning";
import { DuplicateList, duplicatesOf } from "./duplicate-list";

export function useAskConfirm(resource: string): AskConfirm {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { showUrl } = useNavigation();
  return async (warning) => {
    const matches = duplicatesOf(warning.data.duplicates);
    const answer = matches.length
      ? await modal.confirm({
          title: t("crm-import:duplicates.title"),
          width: 560,
          content: (
            <Space direction="vertical" style={{ width: "100%" }} data-testid="duplicates-warning">
              <Typography.Text>{t("crm-import:duplicates.intro", { count: matches.length })}</Typography.Text>
              <DuplicateList matches={matches} urlOf={(id) => showUrl(resource, id)} />
            </Space>
          ),
          okText: t("crm-import:duplicates.createAnyway"),
          cancelText: t("buttons.cancel"),
        })
      : await modal.confirm({
          title: t("project-detail:childRecords.confirmTitle"),
          content: (
            <div data-testid="confirm-warning">
              {warning.messages.map((message, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a refusal's messages: read-only text in a dialog
                <p key={i} style={{ margin: "4px 0" }}>
                  {message}
                </p>
              ))}
            </div>
          ),
          okText: t("project-detail:childRecords.confirmOk"),
          cancelText: t("buttons.cancel"),
        });
    return Boolean(answer);
  };
}
