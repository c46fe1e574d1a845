// The words of a ticket's enums, from the resource labels (resources:tickets.options.*): a status
// no release knows reads "unknown" rather than its raw value.
import type { TFunction } from "i18next";
import { knownStatus } from "../../../resources/support/ticket-options";
import type { ClientState } from "../../../resources/support/client-states";

export function statusLabel(t: TFunction, status: unknown): string {
  return t(`resources:tickets.options.status.${knownStatus(status)}`);
}

export function urgencyLabel(t: TFunction, urgency: unknown): string {
  return t(`resources:tickets.options.urgency.${String(urgency)}`, { defaultValue: String(urgency ?? "") });
}

/** The colour of a status tag: new purple, resolved green, paused states amber, unknown red, the rest blue. */
export function statusColor(status: unknown): string {
  const known = knownStatus(status);
  if (known === "new") return "purple";
  if (known === "resolved") return "green";
  if (known === "testing" || known === "externalError") return "gold";
  if (known === "unknown") return "red";
  return "blue";
}

/** A ticket's state as its client sees it (client_status, resources/support/client-states.ts). */
export function clientStateLabel(t: TFunction, state: unknown): string {
  return t(`resources:tickets.options.client_status.${String(state)}`, { defaultValue: String(state ?? "") });
}

const CLIENT_STATE_COLORS: Record<ClientState, string> = {
  open: "blue",
  waitingForYou: "gold",
  resolved: "green",
  closed: "default",
};

export function clientStateColor(state: unknown): string {
  return CLIENT_STATE_COLORS[state as ClientState] ?? "default";
}

/** The state tag a reader is shown: staff the team's own status, a client what it means to them. */
export function stateTag(t: TFunction, ticket: { status?: unknown; client_status?: unknown }, staff: boolean) {
  if (staff) return { label: statusLabel(t, ticket.status), color: statusColor(ticket.status) };
  return { label: clientStateLabel(t, ticket.client_status), color: clientStateColor(ticket.client_status) };
}
