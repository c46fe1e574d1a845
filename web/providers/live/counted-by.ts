// A list that shows how many rows of another resource point at each of its rows (a state's
// projects, a manager's projects) changes when those rows do, though its own rows do not: a
// change to a counted resource is passed on to its counters' lists as well.
import { RESOURCES } from "../../../resources/registry";
import type { LiveChange } from "./live-types";

function countersOf(resource: string): string[] {
  const table = RESOURCES.find((def) => def.name === resource)?.table;
  if (!table) return [];
  return RESOURCES.filter((def) => Object.values(def.fields).some((field) => field.count?.table === table)).map(
    (def) => def.name,
  );
}

const counters = new Map<string, string[]>();

/** The changes the lists of counting resources should hear: no ids, so no single record reloads. */
export function countChanges(change: LiveChange): LiveChange[] {
  if (!counters.has(change.resource)) counters.set(change.resource, countersOf(change.resource));
  return counters.get(change.resource)!.map((resource) => ({ resource, type: "updated", ids: [], by: change.by }));
}
