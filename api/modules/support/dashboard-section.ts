import { counted, figure, list, nOrNull, object, str } from "../dashboard/dashboard-schema.js";
import type { DashboardSection } from "../dashboard/dashboard-section.js";
import { supportFigures } from "./dashboard-figures.js";

const schema = object({
  open_by_status: list(counted({ status: str })),
  sla: object({ at_risk: figure, breached: figure }),
  first_response_median_minutes: nOrNull,
  resolution_median_minutes: nOrNull,
  satisfaction: counted({ average: nOrNull, satisfied_percent: nOrNull }),
});

/** Support on the dashboard: its figures, their schema and whose scope they follow. */
export const supportSection: DashboardSection = {
  name: "support",
  audience: "staff",
  figures: supportFigures,
  schema,
  resources: ["tickets"],
};
