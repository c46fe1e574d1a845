import type { ErrorObject } from "ajv";
import type { FastifyRequest } from "fastify";
import type { ResourceDef } from "../../resources/index.js";
import { badRequest, validationFailed } from "../errors.js";
import { bodyFieldErrors, extraBodyErrors } from "./body-input.js";
import { INT4_MAX } from "./field-kinds.js";
import { assertNoStaffOnly } from "./staff-only.js";

// Routes validate with attachValidation, and this runs after the access check: someone who may
// not do the action learns nothing about what a valid body looks like.
export function inputGuard(def: ResourceDef, hasBody: boolean) {
  return async (request: FastifyRequest) => {
    const failure = request.validationError as
      | (Error & { validation?: ErrorObject[]; validationContext?: string })
      | undefined;
    if (failure) {
      if (failure.validationContext === "body")
        throw validationFailed(bodyFieldErrors(def, request.body, failure.validation ?? []));
      throw failure;
    }
    assertNoStaffOnly(def, request, hasBody ? request.body : undefined);
    if (hasBody) {
      const extra = extraBodyErrors(def, request.body);
      if (Object.keys(extra).length) throw validationFailed(extra);
    }
  };
}

/** The path id as an int4: the schema checked its digits, this checks its range. */
export function pathId(request: FastifyRequest): number {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) throw badRequest("errors:invalidId");
  return id;
}
