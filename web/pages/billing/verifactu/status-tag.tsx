// A record's sending state as a coloured tag (the list's and the invoice page's).
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  pending: "default",
  sent: "processing",
  accepted: "success",
  accepted_with_errors: "warning",
  rejected: "error",
};

export function SendStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? "default"} data-testid="verifactu-send-status" data-status={status}>
      {t(`billing:verifactuSend.statuses.${status}`)}
    </Tag>
  );
}
