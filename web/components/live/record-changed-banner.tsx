// The banner of an edit form whose record changed elsewhere (use-record-changed.ts). The buttons
// sit under the text rather than beside it: beside, a phone squeezes the text into a sliver.
import { Alert, Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { RecordChanged } from "./use-record-changed";

export function RecordChangedBanner({ changed }: { changed: RecordChanged }) {
  const { t } = useTranslation();
  if (!changed.fresh) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="record-changed"
      style={{ marginBottom: 16 }}
      message={t("live:recordChanged.message")}
      description={
        <>
          {t("live:recordChanged.description")}
          <Space wrap size={8} style={{ display: "flex", marginTop: 12 }}>
            <Button size="small" onClick={changed.reload}>
              {t("live:recordChanged.reload")}
            </Button>
            <Button size="small" type="primary" onClick={changed.keep}>
              {t("live:recordChanged.keep")}
            </Button>
          </Space>
        </>
      }
    />
  );
}
