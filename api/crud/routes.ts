import type { FastifyInstance, FastifyRequest } from "fastify";
import { imageFields, ROLES, roleCan, type Action, type ResourceDef } from "../../resources/index.js";
import { accessGuard } from "../plugins/access.js";
import { notFound } from "../errors.js";
import { normalizeBody } from "./body-input.js";
import { inputGuard, pathId } from "./input-guard.js";
import { inUseError, isReferenceViolation } from "./in-use.js";
import {
  createBodySchema,
  errorSchema,
  fileAnswer,
  idParamsSchema,
  patchBodySchema,
  rowSchema,
} from "./json-schema.js";
import { parseListQuery } from "./list-query.js";
import { listQuerySchema } from "./query-schema.js";
import { findRow, listRows } from "./read-rows.js";
import { presetClientScope, rowScopeFor } from "./row-scope.js";
import { readViewFor } from "./reference-scope.js";
import { takeDerivedFilters, withDerivedFilterDocs } from "./derived-filters.js";
import { rowPermissionsFor } from "./row-permissions.js";
import { deleteRow, insertRow, updateRow } from "./write-rows.js";
import { stripStaffOnly } from "./staff-only.js";
import { listTotals, totalsSchema } from "./list-totals.js";
import { exportCsv } from "./list-export.js";
import { readChildren } from "./child-rows.js";
import { imageRoutes } from "./image-routes.js";

// One object per status for every route and app: the answer serializers are kept by schema
// (api/plugins/serialization.ts), and the same object is found without reading it again.
const ERROR_ANSWERS = new Map<number, object>();
const errorAnswer = (code: number) => {
  let schema = ERROR_ANSWERS.get(code);
  if (!schema) ERROR_ANSWERS.set(code, (schema = { ...errorSchema, description: ERROR_DESCRIPTIONS[code] }));
  return schema;
};

// The five REST routes of one declared resource, in Refine's simple-rest dialect (docs/product.md#http-contract).
export function crudRoutes(def: ResourceDef) {
  return async function resourceRoutes(app: FastifyInstance): Promise<void> {
    const db = app.database.db;
    const path = `/${def.name}`;
    const row = rowSchema(def);
    const answer = (description: string) => ({ ...row, description });
    const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorAnswer(c)]));
    // An action no role has (writing the read-only team-members) still answers 403 like any other
    // refusal, but is not an operation of the document.
    const docs = (action: Action, summary: string) => ({
      tags: [def.area],
      summary,
      operationId: `${camel(def.name)}_${action}`,
      ...(!offered(def, action) && { hide: true }),
    });
    const guarded = (action: Action, hasBody = false) => ({
      onRequest: app.authenticate,
      preValidation: hasBody
        ? async (request: FastifyRequest) => {
            normalizeBody(def, request.body);
            if (action === "create") await presetClientScope(db, def, request);
          }
        : undefined,
      preHandler: [accessGuard(def, action), inputGuard(def, hasBody)],
      preSerialization: stripStaffOnly(def),
      attachValidation: true,
    });

    app.get(
      path,
      {
        ...guarded("list"),
        schema: {
          ...docs("list", `List ${def.name}`),
          description: "Rows of one page; the header x-total-count holds the total under the same filters.",
          querystring: withDerivedFilterDocs(def, listQuerySchema(def), app.ruleFilters),
          response: { 200: { type: "array", items: row, description: "One page of rows" }, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const derived = takeDerivedFilters(def, request.query as Record<string, unknown>, request.server.ruleFilters);
        const query = parseListQuery(def, derived.rest);
        const scope = await rowScopeFor(db, def, request, "list");
        const extras = { select: [await rowPermissionsFor(db, def, request)], where: derived.where };
        const { rows, total } = await listRows(db, def, query, scope, await readViewFor(db, def, request), extras);
        reply.header("x-total-count", String(total));
        return rows;
      },
    );

    app.get(
      `${path}/:id`,
      {
        ...guarded("show"),
        schema: {
          ...docs("show", `Show one of ${def.name}`),
          params: idParamsSchema,
          response: { 200: answer("The row"), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await rowScopeFor(db, def, request, "show");
        const extras = { select: [await rowPermissionsFor(db, def, request)] };
        const found = await findRow(
          db,
          def,
          pathId(request),
          scope,
          false,
          await readViewFor(db, def, request),
          extras,
        );
        if (!found) throw notFound();
        return def.children ? { ...found, [def.children.field]: await readChildren(db, def, Number(found.id)) } : found;
      },
    );

    if (def.list.totals) {
      app.get(
        `${path}/totals`,
        {
          ...guarded("list"),
          preSerialization: undefined,
          schema: {
            ...docs("list", `Totals of ${def.name}`),
            operationId: `${camel(def.name)}_totals`,
            description:
              `The count and the sums of ${def.list.totals.join(", ")} ` + `over every row the list's filters find.`,
            querystring: withDerivedFilterDocs(def, listQuerySchema(def), app.ruleFilters),
            response: { 200: totalsSchema(def), ...errors(400, 401, 403) },
          },
        },
        async (request) => listTotals(db, def, request),
      );
    }

    if (def.list.export) {
      app.get(
        `${path}/export.csv`,
        {
          ...guarded("list"),
          preSerialization: undefined,
          schema: {
            ...docs("list", `Export ${def.name} as CSV`),
            operationId: `${camel(def.name)}_export`,
            description: "The list's columns for every row its filters find, in its order: UTF-8 CSV with `;`.",
            querystring: withDerivedFilterDocs(def, listQuerySchema(def), app.ruleFilters),
            response: { 200: fileAnswer("UTF-8 CSV with a BOM", "text/csv"), ...errors(400, 401, 403) },
          },
        },
        async (request, reply) => {
          const csv = await exportCsv(db, def, request);
          return reply
            .type("text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="${def.name}.csv"`)
            .send(csv);
        },
      );
    }

    // Attachments are created by a multipart upload (api/modules/attachments), not by JSON.
    if (!def.attachments) {
      app.post(
        path,
        {
          ...guarded("create", true),
          schema: {
            ...docs("create", `Create one of ${def.name}`),
            body: createBodySchema(def),
            response: { 201: answer("The created row"), ...errors(400, 401, 403, 413, 415, 422) },
          },
        },
        async (request, reply) => {
          const scope = await rowScopeFor(db, def, request, "create");
          return reply
            .status(201)
            .send(await insertRow(db, def, request.body as Record<string, unknown>, { request, scope }));
        },
      );
    }

    app.patch(
      `${path}/:id`,
      {
        ...guarded("edit", true),
        schema: {
          ...docs("edit", `Update one of ${def.name}`),
          description: "Send only the fields to change; with `version`, a row changed since it was read answers 409.",
          params: idParamsSchema,
          body: patchBodySchema(def),
          response: { 200: answer("The updated row"), ...errors(400, 401, 403, 404, 409, 413, 415, 422) },
        },
      },
      async (request) =>
        updateRow(db, def, pathId(request), request.body as Record<string, unknown>, {
          request,
          scope: await rowScopeFor(db, def, request, "edit"),
        }),
    );

    app.delete(
      `${path}/:id`,
      {
        ...guarded("delete"),
        schema: {
          ...docs("delete", `Delete one of ${def.name}`),
          description: "Answers the deleted row; a row still in use answers 409.",
          params: idParamsSchema,
          response: { 200: answer("The deleted row"), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const id = pathId(request);
        try {
          return await deleteRow(db, def, id, { request, scope: await rowScopeFor(db, def, request, "delete") });
        } catch (error) {
          if (isReferenceViolation(error)) throw await inUseError(db, error, id, request.t);
          throw error;
        }
      },
    );

    // Image fields are written by an upload of their own, never by a JSON body.
    if (imageFields(def).length) await app.register(imageRoutes(def));
  };
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid id, query parameter or JSON: { data, message }",
  401: "Not signed in, or the session expired",
  403: "The user's roles do not allow this action",
  404: "No row with this id",
  409: "Changed since read (version), or still in use by other rows",
  413: "Body over 1 MB",
  415: "Body is not JSON",
  422: "Invalid fields: { message, errors: { field: [messages] } }",
};

/** Whether any role may do the action: the document lists only the operations a resource has. */
export function offered(def: Pick<ResourceDef, "permissions">, action: Action): boolean {
  return ROLES.some((role) => roleCan(def.permissions, role, action));
}

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
