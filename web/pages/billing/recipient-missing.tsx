// What a client lacks for a complete invoice (F1, R1–R4: RD 1619/2012, art. 6), said before the
// user tries to issue, with the API's own list (resources/billing/recipient-check.ts) and a link
// to the client's form that comes back to `returnTo` once it is saved.
import type { ReactNode } from "react";
import { Alert, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  missingRecipientFields,
  needsFullRecipient,
  type RecipientData,
} from "../../../resources/billing/recipient-check";
import { pagePath } from "../../providers/resource-paths";
import { withReturnTo } from "../../resource-pages/return-to";
import { leadClients } from "../../../resources/crm/lead-clients";

interface RecipientMissingProps {
  client: RecipientData & { id: number };
  kind: string;
  /** Where the client's form comes back to. */
  returnTo: string;
  icon?: ReactNode;
  /** A banner (the invoice's page) rather than a line under the picker (the editor). */
  banner?: boolean;
}

export function clientEditPath(clientId: number, returnTo: string): string {
  return withReturnTo(pagePath(leadClients, "edit").replace(":id", String(clientId)), returnTo);
}

export function RecipientMissing({ client, kind, returnTo, icon, banner }: RecipientMissingProps) {
  const { t } = useTranslation();
  if (!needsFullRecipient(kind)) return null;
  const missing = missingRecipientFields(client);
  if (!missing.length) return null;
  const names = missing.map((field) => t(`resources:lead-clients.fields.${field}`)).join(", ");
  const message = t("billing:recipient.missing", { fields: names });
  const link = (
    <Link to={clientEditPath(client.id, returnTo)} data-testid="complete-client">
      {t("billing:recipient.complete")}
    </Link>
  );
  if (banner)
    return (
      <Alert
        type="warning"
        showIcon
        message={message}
        action={link}
        style={{ marginTop: 16 }}
        data-testid="recipient-missing"
      />
    );
  return (
    <Typography.Text type="warning" style={{ fontSize: 12, display: "block" }} data-testid="recipient-missing">
      {icon} {message} {link}
    </Typography.Text>
  );
}
