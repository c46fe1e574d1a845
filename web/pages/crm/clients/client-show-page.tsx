// /crm/clients/show/:id — the generated page of a client, with "invoice unbilled time" for
// whoever may create invoices.
import { getResource } from "../../../../resources/registry";
import { ResourceShow } from "../../../resource-pages/resource-show";
import { UnbilledTimeButton } from "../../billing/unbilled/unbilled-time-button";

export function ClientShowPage() {
  return <ResourceShow def={getResource("lead-clients")!} extraButtons={(client) => <UnbilledTimeButton clientId={client.id} />} />;
}
