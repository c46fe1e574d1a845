// The columns of a declared board: the rows of the referenced resource (active ones, by their
// `order` then id) when the column field is a reference, or the options of an enum.
import { useMemo } from "react";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
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

export function useBoardColumns(def: ResourceDef, only: string[] | null): { columns: BoardColumn[]; loading: boolean } {
  const { t } = useTranslation();
  const field = def.fields[def.board!.column];
  const target = field.type === "reference" ? getResource(field.reference!) : undefined;
  const filters: CrudFilter[] = target?.fields.active ? [{ field: "active", operator: "eq", value: true }] : [];
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
          label: t(`resources:${def.name}.options.${def.board!.column}.${option}`, { defaultValue: option }),
        }));
    return only ? all.filter((column) => only.includes(column.key)) : all;
  }, [rows, target, field, def, t, only]);

  return { columns, loading: Boolean(target) && query.isLoading };
}
