// Right after a conversion: where the lead went, a link to its client and, when one was opened,
// to its project.
import { Alert, Space } from "antd";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { ConvertResult } from "./lead-api";
import { withReturnTo } from "../../../resource-pages/return-to";
import { clientEditPath, clientPath, projectPath } from "./lead-paths";

export function ConvertedLinks({ result, onClose }: { result: ConvertResult; onClose(): void }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginTop: 16 }}
      data-testid="lead-converted-links"
      message={t("lead-detail:converted.message")}
      description={
        <Space size={16} wrap>
          <Link to={clientPath(result.client_id)} data-testid="lead-client-link">
            {t("lead-detail:converted.client")}
          </Link>
          {result.missing?.length ? (
            <span data-testid="lead-client-missing">
              {t("lead-detail:converted.missing", {
                fields: result.missing.map((f) => t(`resources:lead-clients.fields.${f}`)).join(", "),
              })}{" "}
              <Link to={withReturnTo(clientEditPath(result.client_id), location.pathname)}>
                {t("lead-detail:converted.complete")}
              </Link>
            </span>
          ) : null}
          {result.project_id ? (
            <Link to={projectPath(result.project_id)} data-testid="lead-project-link">
              {t("lead-detail:converted.project")}
            </Link>
          ) : null}
        </Space>
      }
    />
  );
}
