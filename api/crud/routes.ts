import type { FastifyInstance } from "fastify";
import type { ResourceDef } from "../../resources/index.js";

// PLACEHOLDER until the generic CRUD lands (being written now).
export function crudRoutes(_def: ResourceDef) {
  return async (_app: FastifyInstance) => {};
}
