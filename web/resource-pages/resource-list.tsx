// Generated page: the list of one declared resource (antd Table with sorting, filters, search,
// paging, a column chooser and its declared CSV export), built from its ResourceDef in resources/.
import type { BaseRecord, CrudFilter, CrudFilters } from "@refinedev/core";
import { EditButton, List, ShowButton, useTable } from "@refinedev/antd";
import { Input, Space, Table } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../resources/kit/types";
import { pagesOf } from "../../resources/kit/define-resource";
import { ColumnChooser } from "./column-chooser";
import { DeleteConfirmButton } from "./delete-confirm";
import { rowAllows } from "../providers/access-row-permissions";
import { filterOperatorFor, listColumns, visibleColumns } from "./list-columns";
import { useRowLayout } from "./row-layout";
import { resourcePaths, fillPath } from "../providers/resource-paths";
import { tablePagination } from "./table-pagination";
import { useColumnChoice } from "./use-column-choice";
import { usePinnableName } from "./use-pinnable-name";
import { unshownFilters } from "./unshown-filters";
import { LinkFilterTags } from "../components/list/link-filter-tags";
import { ListExportButton } from "../components/list/list-export";

function withValue(filters: CrudFilters): CrudFilters {
  return filters.filter((f) => "field" in f && f.value !== undefined && f.value !== null && f.value !== "");
}

function searchTerm(filters: CrudFilters): string | undefined {
  const q = filters.find((f): f is CrudFilter & { field: string } => "field" in f && f.field === "q");
  return q?.value ? String(q.value) : undefined;
}

export interface ResourceListExtras {
  /** Buttons of a screen built on the list (Registros VeriFactu's "Enviar ahora"), before the kit's. */
  extraButtons?: ReactNode;
  /** A row's own actions (a record's retry), after the kit's. */
  rowActions?: (record: BaseRecord) => ReactNode;
}

export function ResourceList({ def, extraButtons, rowActions }: { def: ResourceDef } & ResourceListExtras) {
  const { t } = useTranslation();
  const { tableProps, filters, sorters, setFilters, setCurrentPage } = useTable({
    resource: def.name,
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [def.list.defaultSort] },
    // The operator per field is declared up front: antd only reports values, never operators.
    filters: {
      initial: def.list.filters.map((field) => ({
        field,
        operator: filterOperatorFor(def.fields[field]),
        value: undefined,
      })),
    },
  });

  // A list without some pages (the time entries': list only) offers no button to them.
  const pages = pagesOf(def);
  const declared = visibleColumns(def);
  // The row's name stays on the left and cannot be hidden: without it a row means nothing.
  const nameColumn = declared.includes(def.labelField) ? def.labelField : declared[0];
  const choice = useColumnChoice(def.name, declared, [nameColumn]);
  const pinnedName = usePinnableName(nameColumn);

  const columns = listColumns(def, { filters, sorters, rows: tableProps.dataSource }, t);
  const pagination = tablePagination(tableProps.pagination, t);
  const unshown = unshownFilters(def, filters, new Set(columns.map((c) => String(c.key)).filter(choice.isShown)));
  const paths = resourcePaths(def);
  const layout = useRowLayout({
    def,
    columns,
    actions: (record) => (
      <Space size={4}>
        {pages.includes("show") && <ShowButton hideText size="small" recordItemId={record.id} />}
        {pages.includes("edit") && rowAllows(record, "edit") && (
          <EditButton hideText size="small" recordItemId={record.id} />
        )}
        <DeleteConfirmButton def={def} record={record} hideText size="small" />
        {rowActions?.(record)}
      </Space>
    ),
    shown: choice.isShown,
    pinnedName,
    rows: tableProps.dataSource?.length,
    // A list without a show page (time entries) opens the row's form when it may be changed.
    openPath: (record) => {
      const path = paths.show ?? (rowAllows(record, "edit") ? paths.edit : undefined);
      return path && fillPath(path, record);
    },
  });

  return (
    <List
      title={t(`resources:${def.name}.title`)}
      // Files are uploaded from their owner's page, never created from a form; a list-only resource
      // (time entries, logged from their task) has no form at all.
      canCreate={def.attachments || !pages.includes("create") ? false : undefined}
      headerButtons={({ defaultButtons }) => (
        <Space wrap>
          {extraButtons}
          <Input.Search
            key={searchTerm(filters) ?? ""}
            allowClear
            defaultValue={searchTerm(filters)}
            placeholder={t("list.search")}
            aria-label={t("list.search")}
            style={{ width: 220 }}
            onSearch={(value) => {
              setFilters([{ field: "q", operator: "eq", value: value.trim() || undefined }], "merge");
              setCurrentPage(1);
            }}
          />
          <ColumnChooser choice={choice} label={(name) => t(`resources:${def.name}.fields.${name}`)} />
          <ListExportButton def={def} filters={withValue(filters)} sorters={sorters} />
          {defaultButtons}
        </Space>
      )}
    >
      <LinkFilterTags
        def={def}
        filters={unshown}
        onRemove={(filter) => {
          setFilters([{ field: filter.field, operator: filter.operator, value: undefined }], "merge");
          setCurrentPage(1);
        }}
      />
      <Table {...tableProps} rowKey="id" size="middle" {...layout} pagination={pagination} />
    </List>
  );
}
