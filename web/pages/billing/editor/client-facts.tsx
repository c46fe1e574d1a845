// Who the invoice is made out to, under the client picker: the tax id and the address an F1 must
// carry (a client without a tax id cannot get one), read from the client record.
import { useOne } from "@refinedev/core";
import { Typography } from "antd";
import { WarningOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

export interface ClientRecord {
  id: number;
  name: string;
  email?: string | null;
  tax_id?: string | null;
  address?: string | null;
  language?: string | null;
  equivalence_surcharge?: boolean | null;
}

export function ClientFacts({ clientId, kind }: { clientId: number | null | undefined; kind: string }) {
  const { t } = useTranslation();
  const { result: client } = useOne<ClientRecord>({ resource: "lead-clients", id: clientId ?? "", queryOptions: { enabled: Boolean(clientId) } });
  if (!clientId || !client) return null;
  return (
    <div style={{ marginTop: -16, marginBottom: 16 }} data-testid="invoice-client-facts">
      <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
        {t("billing:editor.taxId")}: {client.tax_id || "—"}
        {client.address ? ` · ${client.address}` : ""}
      </Typography.Text>
      {!client.tax_id && kind === "F1" && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          <WarningOutlined /> {t("billing:editor.noTaxId")}
        </Typography.Text>
      )}
    </div>
  );
}
