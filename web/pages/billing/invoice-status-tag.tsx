// An invoice's status as a coloured tag, the same colours on the list, the page and the editor:
// money still due reads warm, money in reads green, a voided invoice grey.
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

export const STATUS_COLORS: Record<string, string> = {
  draft: "default",
  issued: "blue",
  partially_paid: "gold",
  paid: "green",
  overdue: "red",
  voided: "default",
};

export function InvoiceStatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={STATUS_COLORS[status] ?? "default"}
      data-testid={testId}
      style={status === "voided" ? { textDecoration: "line-through" } : undefined}
    >
      {t(`resources:invoices.options.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
