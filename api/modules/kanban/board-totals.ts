import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { columnOf, type BoardDef, type ResourceDef } from "../../../resources/index.js";
import { badRequest } from "../../errors.js";
import { accessGuard } from "../../plugins/access.js";
import { applyFilters } from "../../crud/list-sql.js";
import { rowScopeFor, scopeCondition } from "../../crud/row-scope.js";
import { errorSchema } from "../../crud/json-schema.js";
import { percentOfSql } from "../../crud/money-sql.js";
import { parseListQuery } from "../../crud/list-query.js";
import { dynamicTable } from "../../db/dynamic-table.js";

// GET /api/<name>/board-totals: per column of one board, how many cards, their total value and
// their weighted value (each card's value × probability / 100, rounded to the cent as the card's
// own is: resources/kit/money.ts, then added up), over the cards the reader sees with the same
// filters and search as the list (so a filtered board's headers add up its cards). One grouped
// query, on the board's column index.

interface Totals {
  column: unknown;
  count: number;
  value: number;
  weighted: number;
}

function pickBoard(def: ResourceDef, name: unknown): BoardDef {
  if (name === undefined || name === "" || name === "main") {
    if (def.board?.totals) return def.board;
  } else if (typeof name === "string" && def.boards?.[name]?.totals) return def.boards[name];
  throw badRequest("errors:invalidFilterValue", { field: "board" });
}

export function boardTotalsRoute(app: FastifyInstance, def: ResourceDef): void {
  const db = app.database.db;
  const names = ["main", ...Object.keys(def.boards ?? {})];
  app.get(
    `/${def.name}/board-totals`,
    {
      onRequest: app.authenticate,
      preHandler: [accessGuard(def, "list")],
      schema: {
        tags: [def.area],
        summary: `Column totals of a ${def.name} board`,
        operationId: `${def.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}_boardTotals`,
        description:
          "Per column: count, total value and weighted value (cents), over the cards the reader sees with the "
          + "list's filters and q.",
        querystring: {
          type: "object",
          properties: { board: { type: "string", enum: names, description: "The board (main when omitted)" } },
          additionalProperties: { type: "array", items: { type: "string" } },
        },
        response: {
          200: {
            type: "array",
            items: {
              type: "object",
              properties: {
                column: { type: ["integer", "string"] },
                count: { type: "integer" },
                value: { type: "integer" },
                weighted: { type: "integer" },
              },
            },
          },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const { board: name, ...rest } = request.query as Record<string, unknown>;
      const board = pickBoard(def, Array.isArray(name) ? name[0] : name);
      const { filters, search } = parseListQuery(def, rest);
      const scope = await rowScopeFor(db, def, request, "list");
      const column = sql.ref(`${def.table}.${columnOf(def, board.column)}`);
      const value = sql`coalesce(${sql.ref(`${def.table}.${columnOf(def, board.totals!.value)}`)}, 0)`;
      const { probability: chance } = board.totals!;
      const probability = chance ? sql.ref(`${def.table}.${columnOf(def, chance)}`) : sql`100`;
      const query = applyFilters(dynamicTable(db).selectFrom(def.table).where(scopeCondition(def, scope)), def, {
        filters,
        search,
      })
        .select([
          column.as("column"),
          sql<number>`count(*)::int`.as("count"),
          sql<number>`sum(${value})::bigint`.as("value"),
          sql<number>`coalesce(sum(${percentOfSql(value, probability)}), 0)::bigint`.as("weighted"),
        ])
        .groupBy(column);
      const rows = (await query.execute()) as unknown as Totals[];
      return rows.map((r) => ({ column: r.column, count: r.count, value: r.value, weighted: r.weighted }));
    },
  );
}
