// A ticket merged into another is resolved and points there: say so, with a link to it.
import { useOne } from "@refinedev/core";
import { Alert } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ticketPath, type TicketRecord } from "../ticket-record";

export function MergedNotice({ targetId }: { targetId: number }) {
  const { t } = useTranslation();
  const { result } = useOne<TicketRecord>({ resource: "tickets", id: targetId, errorNotification: false });
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="ticket-merged"
      message={t("support:page.merged")}
      description={result ? <Link to={ticketPath(result)}>{result.title}</Link> : null}
    />
  );
}
