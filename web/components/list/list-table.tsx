// A declared resource's table under a filter bar (the boards' table views: projects, leads,
// campaigns, tickets): its list columns (sortable, paged on the server) narrowed by the bar, each
// row's name a link to its page; the name stays on the left and the actions on the right while
// the chosen columns scroll between.
import { useState, type ReactNode } from "react";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { useFilteredTable } from "./use-filtered-table";
import { Flex, Space, Table } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { columnsForReader } from "../../../resources/kit/permissions";
import { readsAsOutsider } from "../../providers/session";
import { childColumns } from "../child-records/child-columns";
import { ColumnChooser } from "../../resource-pages/column-chooser";
import { useRowLayout } from "../../resource-pages/row-layout";
import { tablePagination } from "../../resource-pages/table-pagination";
import { useColumnChoice } from "../../resource-pages/use-column-choice";
import { usePinnableName } from "../../resource-pages/use-pinnable-name";
import { resourcePaths, showPathFor } from "../../providers/resource-paths";
import { ListExportButton } from "./list-export";
import { RowActions } from "./row-actions";
import { OverdueTag } from "../overdue/overdue-tag";

interface ListTableProps {
  def: ResourceDef;
  /** Every filter of the bar, empty ones with an undefined value (they replace older ones). */
  filters: CrudFilter[];
  /** A row's buttons (default: edit and delete). */
  rowActions?: (row: BaseRecord) => ReactNode;
  /** The accessible name of a row's link (default: its name). */
  linkLabel?: (name: string) => string;
  testId?: string;
}

export function ListTable({ def, filters, rowActions, linkLabel, testId = "board-table" }: ListTableProps) {
  const { t } = useTranslation();
  const { tableProps, sorters } = useFilteredTable(def, filters);

  // A client is shown no staff-only column (a ticket's state is the one it has for them).
  const [declared] = useState(() => columnsForReader(def, readsAsOutsider()));
  const choice = useColumnChoice(def.name, declared, [def.labelField]);
  const pinnedName = usePinnableName(def.labelField);
  const showPath = resourcePaths(def).show;
  // Every column the reader may see: the chosen ones for the table, the declared card's on a phone.
  const columns = childColumns(def, { names: declared, sorters, rows: tableProps.dataSource }, t).map((column) =>
    column.key === def.labelField && showPath
      ? {
          ...column,
          render: (value: unknown, row: BaseRecord) => (
            <Space size={6} wrap>
              <Link to={showPathFor(def, row) ?? ""} aria-label={linkLabel?.(String(value ?? row.id))}>
                <strong>{String(value ?? row.id)}</strong>
              </Link>
              <OverdueTag def={def} row={row} />
            </Space>
          ),
        }
      : column,
  );

  const layout = useRowLayout({
    def,
    columns,
    actions: (row) => (rowActions ? rowActions(row) : <RowActions def={def} row={row} />),
    shown: choice.isShown,
    pinnedName,
    rows: tableProps.dataSource?.length,
    openPath: (row) => (showPath ? showPathFor(def, row) : undefined),
  });

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <Space wrap>
          <ColumnChooser choice={choice} label={(name) => t(`resources:${def.name}.fields.${name}`)} />
          <ListExportButton def={def} filters={filters} sorters={sorters} />
        </Space>
      </Flex>
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        data-testid={testId}
        {...layout}
        pagination={tablePagination(tableProps.pagination, t)}
      />
    </>
  );
}
