// The table view of /projects: the generated list columns of `projects` (sortable, paged on the
// server) narrowed by the page's filter bar, each project's name a link to its page.
import { useEffect } from "react";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { useTable } from "@refinedev/antd";
import { Table } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../../resources/kit/types";
import { childColumns } from "../../../components/child-records/child-columns";
import { tablePagination } from "../../../generated/table-pagination";
import { ProjectRowActions } from "./project-row-actions";

interface ProjectsTableProps {
  def: ResourceDef;
  /** Every filter of the bar, empty ones with an undefined value (they replace older ones). */
  filters: CrudFilter[];
}

export function ProjectsTable({ def, filters }: ProjectsTableProps) {
  const { t } = useTranslation();
  const { tableProps, sorters, setCurrentPage } = useTable({
    resource: def.name,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [def.list.defaultSort] },
    filters: { permanent: filters },
  });
  const filterText = JSON.stringify(filters);
  // A new filter shows its first page.
  useEffect(() => setCurrentPage(1), [filterText, setCurrentPage]);

  const columns = childColumns(def, { names: [...def.list.columns], sorters, rows: tableProps.dataSource }, t).map((column) =>
    column.key === def.labelField
      ? {
          ...column,
          render: (value: unknown, row: BaseRecord) => (
            <Link to={`/projects/${String(row.id)}`} aria-label={t("projects:list.openProject", { name: String(value ?? row.id) })}>
              <strong>{String(value ?? row.id)}</strong>
            </Link>
          ),
        }
      : column,
  );

  return (
    <Table
      {...tableProps}
      rowKey="id"
      size="middle"
      data-testid="projects-table"
      columns={[
        ...columns,
        {
          key: "actions",
          title: t("table.actions"),
          width: 1,
          render: (_: unknown, row: BaseRecord) => <ProjectRowActions def={def} row={row} />,
        },
      ]}
      pagination={tablePagination(tableProps.pagination, t)}
      scroll={{ x: "max-content" }}
    />
  );
}
