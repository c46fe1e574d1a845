// The columns of a declared board: the rows of the referenced resource (active ones, by their
// `order` then id) when the column field is a reference, or the options of an enum. A board
// narrowed by a field its column rows also hold (a pipeline board's `pipeline_id`, which each
// stage has) shows only the columns of that choice.
import { useMemo } from "react";
import type { CrudFilter, CrudSort, LogicalFilter } from "@refinedev/core";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { getResource } from "../../../resources/registry";
import type { FilterValue } from "./column-query";

export interface BoardColumn {
  /** The column value as text: the column's key and dnd id. */
  key: string;
  /** The value sent as the move's `column` and used as the cards' filter. */
  value: FilterValue;
  label: string;
  color?: string;
}

const COLUMN_LIMIT = 100;

/** The board's equality filters that the column rows can be narrowed by too (same field, same reference). */
export function columnRowFilters(def: ResourceDef, board: BoardDef, filters: readonly LogicalFilter[]): LogicalFilter[] {
  const field = def.fields[board.column];
  const target = field?.type === "reference" ? getResource(field.reference!) : undefined;
  if (!target) return [];
  return filters.filter((filter) => {
    const own = def.fields[filter.field];
    const theirs = target.fields[filter.field];
    return (
      filter.operator === "eq" &&
      own?.type === "reference" &&
      theirs?.reference === own.reference &&
      target.list.filters.includes(filter.field) &&
      filter.value !== undefined &&
      filter.value !== null &&
      filter.value !== ""
    );
  });
}

export interface BoardColumnsOptions {
  /** The board (the resource's main one by default). */
  board?: BoardDef;
  /** The board's filters: those the column rows hold too narrow the columns. */
  filters?: readonly LogicalFilter[];
}

export function useBoardColumns(def: ResourceDef, only: string[] | null, options: BoardColumnsOptions = {}): { columns: BoardColumn[]; loading: boolean } {
  const { t } = useTranslation();
  const board = options.board ?? def.board!;
  const field = def.fields[board.column];
  const target = field.type === "reference" ? getResource(field.reference!) : undefined;
  const narrowing = columnRowFilters(def, board, options.filters ?? []);
  const filters: CrudFilter[] = [...(target?.fields.active ? [{ field: "active", operator: "eq" as const, value: true }] : []), ...narrowing];
  const sorters: CrudSort[] = [...(target?.fields.order ? [{ field: "order", order: "asc" as const }] : []), { field: "id", order: "asc" }];
  const { result, query } = useList({
    resource: target?.name ?? def.name,
    filters,
    sorters,
    pagination: { currentPage: 1, pageSize: COLUMN_LIMIT, mode: "server" },
    queryOptions: { enabled: Boolean(target) },
  });

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
    return only ? all.filter((column) => only.includes(column.key)) : all;
  }, [rows, target, field, def, board, t, only]);

  return { columns, loading: Boolean(target) && query.isLoading };
}
