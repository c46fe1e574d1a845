import type { FastifyRequest } from "fastify";
import { columnOf } from "../../resources/index.js";
import { fieldError } from "../errors.js";
import type { WriteEvent } from "./write-hooks.js";

// A resource's closing values (ResourceDef.closing: a ticket resolved) are reached only through
// the route of its own dialog, which asks for what closing takes (confirmation, a result, whether
// to tell the client). Any other write that would set one (a create, the generic PATCH, a board
// move) is refused before anything is written.

const closingRequests = new WeakSet<FastifyRequest>();

/** This request is the resource's own closing dialog (or another flow that closes, such as a merge). */
export function markClosing(request: FastifyRequest): void {
  closingRequests.add(request);
}

export function assertClosingFlow(event: WriteEvent): void {
  const closing = event.def.closing;
  if (!closing || event.action === "delete" || !event.request || closingRequests.has(event.request)) return;
  const value = event.values[columnOf(event.def, closing.field)];
  const unchanged = value === undefined || value === event.before?.[closing.field];
  if (unchanged || !closing.values.includes(value as string)) return;
  const label = event.request.t(`resources:${event.def.name}.options.${closing.field}.${String(value)}`);
  throw fieldError(closing.field, "validation:closeThroughDialog", { value: label });
}
