import { counted, figure, int, list, n, object, str } from "./dashboard-schema.js";
import type { DashboardSection } from "./dashboard-section.js";
import { clientFigures } from "./client-figures.js";

const schema = object({
  projects: list(object({ id: int, name: str, progress: n, end_date: { type: ["string", "null"], format: "date" } })),
  open_tickets: figure,
  invoices_due: counted({
    amount: n,
    items: list(
      object({ id: int, number: str, due_date: { type: ["string", "null"], format: "date" }, outstanding: n }),
    ),
  }),
});

/** A client user's own page on the dashboard: its figures, their schema and whose scope they follow. */
export const clientSection: DashboardSection = {
  name: "client",
  audience: "client",
  figures: clientFigures,
  schema,
  resources: ["projects", "tickets", "invoices"],
  own: true,
};
