import type { FastifyRequest } from "fastify";
import { PAGE_ACCESS, can, type Action } from "../../../resources/index.js";
import { forbidden } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";

// The monthly run and its remittances draft, issue and collect invoices: the `tuition` page of
// the role matrix (admins). Checked before the input is, so who may not use it learns nothing.
export const tuitionGuard =
  (action: Action = "list") =>
  async (request: FastifyRequest): Promise<void> => {
    const user = requireUser(request);
    if (!can({ permissions: PAGE_ACCESS.tuition.permissions }, user.roles, action)) throw forbidden();
  };
