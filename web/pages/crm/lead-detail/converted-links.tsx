// Right after a conversion: where the lead went, a link to its client and, when one was opened,
// to its project.
import { Alert, Space } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ConvertResult } from "./lead-api";
import { clientPath, projectPath } from "./lead-paths";

export function ConvertedLinks({ result, onClose }: { result: ConvertResult; onClose(): void }) {
  const { t } = useTranslation();
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
