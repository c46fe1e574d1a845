import type { FastifyRequest } from "fastify";
import { markClosing } from "../../crud/closing-writes.js";

// What the close dialog adds to the status write it makes (its result), handed to the ticket's
// write hook so that both are kept by the same transaction.
export interface Closing {
  result: string | null;
}

const closings = new WeakMap<FastifyRequest, Closing>();

export function setClosing(request: FastifyRequest, closing: Closing): void {
  closings.set(request, closing);
  markClosing(request);
}

export function closingOf(request: FastifyRequest): Closing | undefined {
  return closings.get(request);
}
