import type { FastifyRequest } from "fastify";

// A warning (422 with `confirm`) is accepted by repeating the request with header
// `x-confirm: <warning>`; several accepted warnings are separated by commas. Scripts (the seed)
// have no request and write what they mean.
export function isConfirmed(request: FastifyRequest | null, warning: string): boolean {
  if (!request) return true;
  const header = request.headers["x-confirm"];
  const values = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  return values.some((value) => value.trim() === warning);
}
