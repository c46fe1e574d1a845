// The banner of an edit form whose record changed elsewhere (use-record-changed.ts).
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { ChangedAlert } from "./changed-alert";
import type { RecordChanged } from "./use-record-changed";

export function RecordChangedBanner({ changed }: { changed: RecordChanged }) {
  const { t } = useTranslation();
  if (!changed.fresh) return null;
  return (
    <ChangedAlert
      message={t("live:recordChanged.message")}
      description={t("live:recordChanged.description")}
      actions={
        <>
          <Button size="small" onClick={changed.reload}>
            {t("live:recordChanged.reload")}
          </Button>
          <Button size="small" type="primary" onClick={changed.keep}>
            {t("live:recordChanged.keep")}
          </Button>
        </>
      }
    />
  );
}
