// The words of a ticket's enums, from the resource labels (resources:tickets.options.*): a status
// no release knows reads "unknown" rather than its raw value.
import type { TFunction } from "i18next";
import { knownStatus } from "../../../resources/support/ticket-options";

export function statusLabel(t: TFunction, status: unknown): string {
  return t(`resources:tickets.options.status.${knownStatus(status)}`);
}

export function urgencyLabel(t: TFunction, urgency: unknown): string {
  return t(`resources:tickets.options.urgency.${String(urgency)}`, { defaultValue: String(urgency ?? "") });
}

/** The colour of a status tag: new (nobody's yet) purple, resolved green, paused states amber, unknown red, the rest blue. */
export function statusColor(status: unknown): string {
  const known = knownStatus(status);
  if (known === "new") return "purple";
  if (known === "resolved") return "green";
  if (known === "testing" || known === "externalError") return "gold";
  if (known === "unknown") return "red";
  return "blue";
}
