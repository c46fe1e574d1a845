// Where the lead page links to: the pages of the records a lead leads to.
import { getResource } from "../../../../resources/registry";
import { pagePath } from "../../../providers/resource-paths";
import { leadClients } from "../../../../resources/crm/lead-clients";

const withId = (resource: string, id: number) => pagePath(getResource(resource)!, "show").replace(":id", String(id));

export const clientPath = (clientId: number) => withId("lead-clients", clientId);
export const projectPath = (projectId: number) => withId("projects", projectId);
export const leadPath = (leadId: number) => withId("leads", leadId);
export const activityPath = (activityId: number) => withId("lead-activities", activityId);
export const requestPath = (requestId: number) => withId("lead-requests", requestId);
/** The client's form (the link adds where to come back to). */
export const clientEditPath = (clientId: number) => pagePath(leadClients, "edit").replace(":id", String(clientId));
