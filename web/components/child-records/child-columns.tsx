// Table columns of a child-records table: the generated list columns (titles, sorters) of the
// chosen fields, without the column filters (the table is already narrowed to one parent).
import type { BaseKey, BaseRecord, CrudSorting } from "@refinedev/core";
import type { TableColumnType } from "antd";
import { Link } from "react-router";
import type { ResourceDef } from "../../../resources/kit/types";
import type { Translate } from "../../resource-pages/form-rules";
import { listColumns } from "../../resource-pages/list-columns";
import { ChildCell } from "./child-cell";

function idsOf(rows: readonly BaseRecord[] | undefined, name: string): BaseKey[] {
  const ids = new Set<BaseKey>();
  for (const row of rows ?? []) if (row[name] !== null && row[name] !== undefined) ids.add(row[name] as BaseKey);
  return [...ids];
}

/** The declared list columns (or the chosen ones), never the parent field itself. */
export function childColumnNames(def: ResourceDef, parentField: string, columns?: readonly string[]): string[] {
  return (columns ?? def.list.columns).filter((name) => name !== parentField && name in def.fields);
}

interface ColumnState {
  names: string[];
  sorters: CrudSorting;
  rows?: readonly BaseRecord[];
  /** The address the row's name links to: a real link, which may be opened in a new tab. */
  rowPath?: (row: BaseRecord) => string;
}

export function childColumns(def: ResourceDef, state: ColumnState, t: Translate): TableColumnType<BaseRecord>[] {
  const chosen: ResourceDef = { ...def, list: { ...def.list, columns: state.names, filters: [] } };
  return listColumns(chosen, { filters: [], sorters: state.sorters, rows: state.rows }, t).map((column) => {
    const name = String(column.key);
    const field = def.fields[name];
    const referenceIds = field?.type === "reference" ? idsOf(state.rows, name) : undefined;
    const opensRow = state.rowPath && name === def.labelField;
    return {
      ...column,
      width: field?.type === "text" ? 240 : undefined,
      render: (value: unknown, row: BaseRecord) =>
        opensRow ? (
          <Link to={state.rowPath!(row)}>
            <strong>{String(value ?? row.id)}</strong>
          </Link>
        ) : (
          <ChildCell def={def} name={name} value={value} referenceIds={referenceIds} />
        ),
    };
  });
}
