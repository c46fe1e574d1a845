// Company settings, for admins: the web-to-lead snippet to paste into the company's website.
import { Button, Card, Input, Space, Typography } from "antd";
import { CopyOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toast } from "../../providers/toast";
import { publicLeadsUrl, webFormSnippet, type SnippetLabels } from "./web-form-snippet";

const LABELS: (keyof SnippetLabels)[] = ["name", "email", "phone", "company", "message", "send", "thanks", "failed"];

export function WebFormCard() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const labels = Object.fromEntries(
    LABELS.map((key) => [key, t(`crm-settings:webForm.labels.${key}`)]),
  ) as unknown as SnippetLabels;
  const snippet = webFormSnippet(origin, labels);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ type: "success", message: t("crm-settings:webForm.copied") });
    } catch {
      toast({ type: "error", message: t("crm-settings:webForm.copyFailed") });
    }
  };

  return (
    <Card
      title={t("crm-settings:webForm.title")}
      extra={
        <Button icon={<CopyOutlined />} onClick={copy} data-testid="web-form-copy">
          {t("crm-settings:webForm.copy")}
        </Button>
      }
      data-testid="web-form-card"
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Text>
          {t("crm-settings:webForm.explain")}{" "}
          <Typography.Text code data-testid="web-form-endpoint">{`POST ${publicLeadsUrl(origin)}`}</Typography.Text>
        </Typography.Text>
        <Input.TextArea
          readOnly
          value={snippet}
          autoSize={{ minRows: 8, maxRows: 18 }}
          aria-label={t("crm-settings:webForm.snippet")}
          data-testid="web-form-snippet"
          style={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: 12 }}
          onFocus={(e) => e.target.select()}
        />
      </Space>
    </Card>
  );
}
