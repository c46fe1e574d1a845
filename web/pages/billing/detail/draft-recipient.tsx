// On a draft's page, for whoever may issue it: what its client lacks for a complete invoice,
// before the click that the API would refuse, with the link that completes the client.
import { useOne } from "@refinedev/core";
import type { ClientRecord } from "../editor/client-facts";
import { invoicePath } from "../billing-paths";
import type { InvoiceRecord } from "../invoice-record";
import { RecipientMissing } from "../recipient-missing";

export function DraftRecipient({ invoice }: { invoice: InvoiceRecord }) {
  const { result: client } = useOne<ClientRecord>({
    resource: "lead-clients",
    id: invoice.client_id ?? "",
    queryOptions: { enabled: Boolean(invoice.client_id) },
  });
  if (!invoice.client_id || !client) return null;
  return <RecipientMissing client={client} kind={invoice.kind} returnTo={invoicePath(invoice.id)} banner />;
}
