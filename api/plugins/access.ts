import type { FastifyRequest } from "fastify";
import { can, type Action, type ResourceDef } from "../../resources/index.js";
import { forbidden } from "../errors.js";
import { requireUser } from "./auth.js";

// The one gate every generated route passes: the declaration's role matrix (docs/product.md#roles).
export function accessGuard(def: ResourceDef, action: Action) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!can(def, user.roles, action)) throw forbidden();
  };
}
