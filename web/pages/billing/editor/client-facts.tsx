// Who the invoice is made out to, under the client picker: the tax id and the address a complete
// invoice must carry, read from the client record, and what it still lacks (the API refuses to
// issue without it) with a link that completes the client and comes back here.
import { useOne } from "@refinedev/core";
import { Typography } from "antd";
import { WarningOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { RecipientMissing } from "../recipient-missing";

export interface ClientRecord {
  id: number;
  name: string;
  email?: string | null;
  tax_id?: string | null;
  tax_id_type?: string | null;
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  language?: string | null;
  equivalence_surcharge?: boolean | null;
  mandate_id?: string | null;
}

/** "Calle Mayor 1, 28013 Madrid (Madrid)". */
export function addressOf(client: ClientRecord): string {
  const place = [
    client.postal_code,
    client.city,
    client.province && client.province !== client.city ? `(${client.province})` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return [client.address, place, client.country && client.country !== "ES" ? client.country : null]
    .filter(Boolean)
    .join(", ");
}

export function ClientFacts({
  clientId,
  kind,
  returnTo,
}: {
  clientId: number | null | undefined;
  kind: string;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const { result: client } = useOne<ClientRecord>({
    resource: "lead-clients",
    id: clientId ?? "",
    queryOptions: { enabled: Boolean(clientId) },
  });
  if (!clientId || !client) return null;
  const address = addressOf(client);
  return (
    <div style={{ marginTop: -16, marginBottom: 16 }} data-testid="invoice-client-facts">
      <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
        {/* "NIF/CIF" for a Spanish id, the kind of id otherwise (passport, EU VAT number…). */}
        {!client.tax_id_type || client.tax_id_type === "nif"
          ? t("resources:lead-clients.fields.tax_id")
          : t(`resources:lead-clients.options.tax_id_type.${client.tax_id_type}`)}
        : {client.tax_id || "—"}
        {address ? ` · ${address}` : ""}
      </Typography.Text>
      <RecipientMissing client={client} kind={kind} returnTo={returnTo} icon={<WarningOutlined />} />
    </div>
  );
}
