import { stateLike } from "../kit/nomenclator.js";
import { STAFF_READ } from "../kit/permissions.js";
import type { Permissions } from "../kit/types.js";

// The lists a ticket is classified by (docs/product.md#areas: complexity, and types and categories). Clients
// read types and categories to open a ticket; complexity is the support team's own judgement.
const CLIENT_READ: Permissions = { ...STAFF_READ, client: ["list", "show"] };

/** One list of tickets' `ticket_<kind>_id`, at /support/<path>, with how many tickets use each row. */
function ticketList(
  kind: "complexity" | "type" | "category",
  plural: string,
  path: string,
  icon: string,
  permissions: Permissions,
) {
  const table = `ticket_${plural}`;
  return stateLike({
    name: `ticket-${plural}`,
    table,
    area: "support",
    route: `/support/${path}`,
    icon,
    permissions,
    count: { field: "tickets_count", table: "tickets", foreignKey: `ticket_${kind}_id` },
  });
}

export const ticketComplexities = ticketList("complexity", "complexities", "complexity", "dashboard", STAFF_READ);
export const ticketTypes = ticketList("type", "types", "types", "tags", CLIENT_READ);
export const ticketCategories = ticketList("category", "categories", "categories", "folder", CLIENT_READ);
