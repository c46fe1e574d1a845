// How a list's table lays its rows out: columns on wide screens (the name pinned left, the actions
// right), and on a phone one compact card per row with the fields its declaration names
// (`list.card`, see resources/kit/list-card.ts), so nothing that matters sits off-screen. Either
// way a row opens its record by a click anywhere on it or by Enter (row-open.ts).
import type { ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import { Grid, type TableColumnType, type TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { ResourceDef } from "../../resources/kit/types";
import { cardFields } from "../../resources/kit/list-card";
import { longTableProps } from "./long-table";
import { ACTIONS_KEY, pinnedColumns } from "./pinned-columns";
import { rowOpenProps } from "./row-open";
import "./row-cards.css";

type Column = TableColumnType<BaseRecord>;

function cell<T extends object>(column: TableColumnType<T> | undefined, row: T, index: number): ReactNode {
  if (!column) return null;
  const value = column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[String(column.dataIndex)];
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

/**
 * The one column of a table shown as cards: per row, the first of `fields` as its title, the
 * others as labelled values (each drawn by its own column), then the row's actions.
 */
export function cardColumn<T extends object>(
  fields: readonly string[],
  columns: readonly TableColumnType<T>[],
): TableColumnType<T> {
  const byKey = new Map(columns.map((c) => [String(c.key), c]));
  const [name, ...rest] = fields;
  return {
    key: "card",
    render: (_: unknown, row: T, index: number) => (
      <div className="row-card" data-testid="row-card">
        <div className="row-card-title" data-field={name}>
          {cell(byKey.get(name), row, index)}
        </div>
        <dl className="row-card-fields">
          {rest.map((field) => (
            <div key={field} data-field={field}>
              <dt>{byKey.get(field)?.title as ReactNode}</dt>
              <dd>{cell(byKey.get(field), row, index)}</dd>
            </div>
          ))}
        </dl>
        <div className="row-card-actions">{cell(byKey.get(ACTIONS_KEY), row, index)}</div>
      </div>
    ),
  };
}

/**
 * A table's columns on a wide screen, or on a phone one card per row of `fields` (drawn by their
 * columns), without headers or a sideways scroll. Spread after the table's own props.
 */
export function cardsOnPhone<T extends object>(
  phone: boolean,
  fields: readonly string[],
  columns: TableColumnType<T>[],
): Partial<TableProps<T>> {
  if (!phone) return { columns };
  return { columns: [cardColumn(fields, columns)], showHeader: false, scroll: undefined, className: "row-cards" };
}

interface RowLayoutOptions {
  def: ResourceDef;
  /** A column per field the reader may be shown (chosen or not). */
  columns: Column[];
  /** A row's buttons: the last column on wide screens, the foot of its card on a phone (none: no column). */
  actions?: (row: BaseRecord) => ReactNode;
  /** The fields the user chose to see as columns. */
  shown: (name: string) => boolean;
  /** The column pinned on the left on wide screens (usePinnableName). */
  pinnedName: string | undefined;
  /** The page a row opens, if any. */
  openPath: (row: BaseRecord) => string | undefined;
  /** How many rows the table holds now: a long table draws only those in view (long-table.ts). */
  rows: number | undefined;
}

/** The Table props that lay the rows out: spread them after the table's own. */
export function useRowLayout({
  def,
  columns: fieldColumns,
  actions,
  shown,
  pinnedName,
  openPath,
  rows,
}: RowLayoutOptions): Partial<TableProps<BaseRecord>> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: Column[] = actions
    ? [
        ...fieldColumns,
        {
          key: ACTIONS_KEY,
          title: t("table.actions"),
          width: 1,
          render: (_: unknown, row: BaseRecord) => actions(row),
        },
      ]
    : fieldColumns;
  const phone = Grid.useBreakpoint().md === false;
  const go = (path: string, newTab: boolean) => (newTab ? window.open(path, "_blank", "noopener") : navigate(path));
  const onRow = (row: BaseRecord) => rowOpenProps(openPath(row), go);
  if (!phone) {
    const visible = columns.filter((c) => c.key === ACTIONS_KEY || shown(String(c.key)));
    return {
      columns: pinnedColumns(visible, pinnedName),
      onRow,
      scroll: { x: "max-content" },
      ...longTableProps(rows, visible.length),
    };
  }
  const fields = cardFields(
    def,
    columns.map((c) => String(c.key)).filter((key) => key !== ACTIONS_KEY),
  );
  return { ...cardsOnPhone(true, fields, columns), onRow };
}
