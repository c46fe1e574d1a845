// The columns of a declared board: the rows of the referenced resource (active ones, by their
// `order` then id) when the column field is a reference, or the options of an enum. A board
// narrowed by a field its column rows also hold (a pipeline board's `pipeline_id`, which each
// stage has) shows only the columns of that choice.
import { useMemo } from "react";
import type { CrudFilter, CrudSort, LogicalFilter } from "@refinedev/core";
import { useList } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { getResource } from "../../../resources/registry";
import type { FilterValue } from "./column-query";
import { httpClient } from "../../providers/http-client";

export interface BoardColumn {
  /** The column value as text: the column's key and dnd id. */
  key: string;
  /** The value sent as the move's `column` and used as the cards' filter. */
  value: FilterValue;
  label: string;
  color?: string;
  /**
   * The column of the values none of the enum's options is (a status a later release wrote): shown
   * only while it holds cards, which may leave it but never enter it.
   */
  stray?: boolean;
}

const COLUMN_LIMIT = 100;

/** The board's equality filters that the column rows can be narrowed by too (same field, same reference). */
export function columnRowFilters(
  def: ResourceDef,
  board: BoardDef,
  filters: readonly LogicalFilter[],
): LogicalFilter[] {
  const field = def.fields[board.column];
  const target = field?.type === "reference" ? getResource(field.reference!) : undefined;
  if (!target) return [];
  return filters.filter((filter) => {
    const own = def.fields[filter.field];
    const theirs = target.fields[filter.field];
    return (
      filter.operator === "eq"
      && own?.type === "reference"
      && theirs?.reference === own.reference
      && target.list.filters.includes(filter.field)
      && filter.value !== undefined
      && filter.value !== null
      && filter.value !== ""
    );
  });
}

export interface BoardColumnsOptions {
  /** The board (the resource's main one by default). */
  board?: BoardDef;
  /** The board's filters: those the column rows hold too narrow the columns. */
  filters?: readonly LogicalFilter[];
  /** For an enum column: the value the API lists the rows of no known option under (a stray column, last). */
  unknownValue?: string;
}

export function useBoardColumns(
  def: ResourceDef,
  only: string[] | null,
  options: BoardColumnsOptions = {},
): { columns: BoardColumn[]; loading: boolean } {
  const { t } = useTranslation();
  const board = options.board ?? def.board!;
  const field = def.fields[board.column];
  const target = field.type === "reference" ? getResource(field.reference!) : undefined;
  const narrowing = columnRowFilters(def, board, options.filters ?? []);
  const filters: CrudFilter[] = [
    ...(target?.fields.active ? [{ field: "active", operator: "eq" as const, value: true }] : []),
    ...narrowing,
  ];
  const sorters: CrudSort[] = [
    ...(target?.fields.order ? [{ field: "order", order: "asc" as const }] : []),
    { field: "id", order: "asc" },
  ];
  const { result, query } = useList({
    resource: target?.name ?? def.name,
    filters,
    sorters,
    pagination: { currentPage: 1, pageSize: COLUMN_LIMIT, mode: "server" },
    queryOptions: { enabled: Boolean(target) },
  });

  const stray = useStrayRows(def.name, board.column, target ? undefined : options.unknownValue);

  const rows = result?.data;
  const columns = useMemo(() => {
    const all: BoardColumn[] = target
      ? (rows ?? []).map((row) => ({
          key: String(row.id),
          value: row.id as number,
          label: String(row[target.labelField] ?? row.id),
          color: typeof row.color === "string" ? row.color : undefined,
        }))
      : (field.options ?? []).map((option) => ({
          key: option,
          value: option,
          label: t(`resources:${def.name}.options.${board.column}.${option}`, { defaultValue: option }),
        }));
    const unknown = options.unknownValue;
    if (!target && unknown && stray)
      all.push({
        key: unknown,
        value: unknown,
        label: t(`resources:${def.name}.options.${board.column}.${unknown}`, { defaultValue: unknown }),
        stray: true,
      });
    return only ? all.filter((column) => only.includes(column.key)) : all;
  }, [rows, target, field, def, board, t, only, options.unknownValue, stray]);

  return { columns, loading: Boolean(target) && query.isLoading };
}

/**
 * Whether any row the reader sees holds a value of none of the options (asked quietly: an API
 * that cannot list them yet answers 400, and then there is simply no such column). Under the
 * resource's query key, so the resource's changes ask again.
 */
function useStrayRows(resource: string, column: string, unknownValue: string | undefined): boolean {
  const { data } = useQuery({
    queryKey: ["data", "default", resource, "stray", column, unknownValue],
    queryFn: () =>
      httpClient
        .get(resource, { params: { [column]: unknownValue, _start: 0, _end: 1 }, silent: true })
        .then((answer) => Number(answer.headers["x-total-count"]) > 0)
        .catch(() => false),
    enabled: Boolean(unknownValue),
  });
  return data ?? false;
}
