import type { ResourceDef } from "./kit/types.js";
import { projectStates } from "./projects/project-states.js";
import { projectCategories } from "./projects/project-categories.js";
import { taskStates } from "./projects/task-states.js";
import { leadClients } from "./crm/lead-clients.js";
import { leadStatuses } from "./crm/lead-statuses.js";
import { campaignTypes } from "./crm/campaign-types.js";
import { leadServices } from "./crm/lead-services.js";
import { clientTypes } from "./education/client-types.js";
import { commercialSecurities } from "./education/commercial-securities.js";
import { courseTypes } from "./education/course-types.js";
import { academicLevels } from "./education/academic-levels.js";
import { leadSpecificServices } from "./education/lead-specific-services.js";

// Every declared resource, in menu order. Adding one here is all the API and the web need.
export const RESOURCES: readonly ResourceDef[] = [
  projectStates,
  projectCategories,
  taskStates,
  leadClients,
  leadStatuses,
  campaignTypes,
  leadServices,
  clientTypes,
  commercialSecurities,
  courseTypes,
  academicLevels,
  leadSpecificServices,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function getResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}

for (const def of RESOURCES) {
  for (const [field, f] of Object.entries(def.fields)) {
    if (f.reference && !byName.has(f.reference)) {
      throw new Error(`Resource ${def.name}: ${field} references unknown resource ${f.reference}`);
    }
  }
}
