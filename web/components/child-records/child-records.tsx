// The child records of one parent row (a project's phases, a task's time entries): a compact,
// sortable, paged table of the declared list columns, with create and edit in a modal form and
// delete with the typed-name confirmation, each shown only when the user may do it.
import { useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useCan } from "@refinedev/core";
import { useTable } from "@refinedev/antd";
import { Button, Space, Table } from "antd";
import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { getResource } from "../../../resources/registry";
import { DeleteConfirmButton } from "../../resource-pages/delete-confirm";
import { rowAllows } from "../../providers/access-row-permissions";
import { useRowLayout } from "../../resource-pages/row-layout";
import { usePinnableName } from "../../resource-pages/use-pinnable-name";
import { childColumnNames, childColumns } from "./child-columns";
import { ChildFormModal } from "./child-form-modal";

export interface ChildRecordsProps {
  /** The child resource's declared name ("project-phases"). */
  resource: string;
  /** Its field holding the parent's id ("project_id"): the filter, and fixed in the form. */
  parentField: string;
  parentId: number;
  /** The columns to show; the declared list columns by default. */
  columns?: string[];
  /** Makes the row's name a link to this address (the row's own page). */
  rowPath?(row: BaseRecord): string;
  /** Called after a row was created, edited or deleted (the parent may show roll-ups). */
  onChanged?(): void;
}

type FormState = { open: false } | { open: true; editing?: BaseRecord };

export function ChildRecords({ resource, parentField, parentId, columns, rowPath, onChanged }: ChildRecordsProps) {
  const { t } = useTranslation();
  const def = getResource(resource);
  if (!def) throw new Error(`Unknown resource ${resource}`);
  const [form, setForm] = useState<FormState>({ open: false });
  const mayCreate = useCan({ resource, action: "create" }).data?.can ?? false;
  const mayEdit = useCan({ resource, action: "edit" }).data?.can ?? false;
  const mayDelete = useCan({ resource, action: "delete" }).data?.can ?? false;
  const { tableProps, sorters } = useTable({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { initial: [def.list.defaultSort] },
    filters: { permanent: [{ field: parentField, operator: "eq", value: parentId }] },
  });

  const names = childColumnNames(def, parentField, columns);
  const pinnedName = usePinnableName(names.includes(def.labelField) ? def.labelField : names[0]);
  const actions = mayEdit || mayDelete;
  // The row's name on the left and its actions on the right stay in view while the rest scroll;
  // on a phone each row is a card.
  const layout = useRowLayout({
    def,
    columns: childColumns(def, { names, sorters, rows: tableProps.dataSource, rowPath }, t),
    actions: actions
      ? (row: BaseRecord) => (
          <Space size={4}>
            {mayEdit && rowAllows(row, "edit") && (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t("buttons.edit")}
                title={t("buttons.edit")}
                onClick={() => setForm({ open: true, editing: row })}
              />
            )}
            <DeleteConfirmButton def={def} record={row} hideText size="small" onDeleted={onChanged} />
          </Space>
        )
      : undefined,
    shown: () => true,
    pinnedName,
    rows: tableProps.dataSource?.length,
    openPath: (row) => rowPath?.(row),
  });

  return (
    <div data-testid={`child-records-${resource}`}>
      {mayCreate && (
        <Space style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ open: true })}
            data-testid="child-create"
          >
            {t(`resources:${resource}.new`)}
          </Button>
        </Space>
      )}
      <Table
        {...tableProps}
        rowKey="id"
        size="small"
        {...layout}
        pagination={
          tableProps.pagination
            ? {
                ...tableProps.pagination,
                size: "small",
                hideOnSinglePage: true,
                showTotal: (total: number) => t("list.total", { total }),
              }
            : false
        }
      />
      {/* Only for those who may write: its pickers ask for option lists a client may not read. */}
      {(mayCreate || mayEdit) && (
        <ChildFormModal
          def={def}
          parentField={parentField}
          parentId={parentId}
          open={form.open}
          editing={form.open ? form.editing : undefined}
          onClose={() => setForm({ open: false })}
          onSaved={() => onChanged?.()}
        />
      )}
    </div>
  );
}
