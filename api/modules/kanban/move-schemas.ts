import type { BoardDef, ResourceDef } from "../../../resources/index.js";
import { INT4_MAX } from "../../crud/field-kinds.js";
import { errorSchema, idParamsSchema, rowSchema, type JsonSchema } from "../../crud/json-schema.js";

// POST /api/<name>/<id>/move as documentation and validation, derived from the board declaration.

const ERRORS: Record<number, string> = {
  400: "Invalid id, query parameter or JSON: { data, message }",
  401: "Not signed in, or the session expired",
  403: "The user's roles do not allow editing this resource",
  404: "No row with this id the user may edit",
  409: "Changed since read (version)",
  422: "Invalid fields: { message, errors: { field: [messages] } } (a column that does not exist or is not active)",
};

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function moveBodySchema(def: ResourceDef, board: BoardDef): JsonSchema {
  const field = def.fields[board.column];
  const column =
    field.type === "enum"
      ? { type: "string", enum: [...(field.options ?? [])], description: `The new ${board.column}` }
      : {
          type: "integer",
          minimum: 1,
          maximum: INT4_MAX,
          description: `The new ${board.column} (id of ${field.reference})`,
        };
  return {
    type: "object",
    additionalProperties: false,
    required: ["column", "index"],
    properties: {
      column,
      index: {
        type: "integer",
        minimum: 0,
        maximum: INT4_MAX,
        description:
          `0-based place among the column's cards (by ${board.order}, then id) without the moved card; past the `
          + `end means last`,
      },
      version: {
        type: "integer",
        minimum: 1,
        maximum: INT4_MAX,
        description: "The version read; a different current version answers 409",
      },
    },
  };
}

/** The board's filters, so `index` can count among the cards a filtered board shows. */
export function moveQuerySchema(board: BoardDef): JsonSchema {
  const properties = Object.fromEntries(
    (board.filters ?? []).map((name) => [
      name,
      { type: "array", items: { type: "string" }, description: `Only cards with this ${name} are counted by index` },
    ]),
  );
  return { type: "object", properties };
}

export function moveSchema(def: ResourceDef, board: BoardDef, name: string | null): JsonSchema {
  return {
    tags: [def.area],
    summary: `Move one of ${def.name} on its ${name ?? ""} board`.replace("  ", " "),
    operationId: `${camel(def.name)}_move${name ? `_${camel(name)}` : ""}`,
    description:
      `Sets ${board.column} and the position among that column's cards in one step. `
      + "Query parameters (the board's filters) say which cards `index` counts, as the board lists them: "
      + `GET /api/${def.name}?${board.column}=<column>&_sort=${board.order},id&_order=asc,asc.`,
    params: idParamsSchema,
    querystring: moveQuerySchema(board),
    body: moveBodySchema(def, board),
    response: {
      200: { ...rowSchema(def), description: "The moved row" },
      ...Object.fromEntries([400, 401, 403, 404, 409, 422].map((c) => [c, { ...errorSchema, description: ERRORS[c] }])),
    },
  };
}
