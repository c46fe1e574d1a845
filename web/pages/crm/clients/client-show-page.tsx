// /crm/clients/show/:id — the generated page of a client, with "invoice unbilled time" for
// whoever may create invoices.
import { ResourceShow } from "../../../resource-pages/resource-show";
import { UnbilledTimeButton } from "../../billing/unbilled/unbilled-time-button";
import { leadClients } from "../../../../resources/crm/lead-clients";

export function ClientShowPage() {
  return <ResourceShow def={leadClients} extraButtons={(client) => <UnbilledTimeButton clientId={client.id} />} />;
}
