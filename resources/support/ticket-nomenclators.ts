import { stateLike } from "../kit/nomenclator.js";
import { STAFF_READ } from "../kit/permissions.js";

// The lists a ticket is classified by (SPEC menu "complexity", and types and categories). Clients
// read types and categories to open a ticket; complexity is the support team's own judgement.
const CLIENT_READ = { ...STAFF_READ, client: ["list", "show"] } as const;

export const ticketComplexities = stateLike({
  name: "ticket-complexities",
  table: "ticket_complexities",
  area: "support",
  route: "/support/complexity",
  icon: "dashboard",
  permissions: STAFF_READ,
  count: { field: "tickets_count", table: "tickets", foreignKey: "ticket_complexity_id" },
});

export const ticketTypes = stateLike({
  name: "ticket-types",
  table: "ticket_types",
  area: "support",
  route: "/support/types",
  icon: "tags",
  permissions: CLIENT_READ,
  count: { field: "tickets_count", table: "tickets", foreignKey: "ticket_type_id" },
});

export const ticketCategories = stateLike({
  name: "ticket-categories",
  table: "ticket_categories",
  area: "support",
  route: "/support/categories",
  icon: "folder",
  permissions: CLIENT_READ,
  count: { field: "tickets_count", table: "tickets", foreignKey: "ticket_category_id" },
});
