// Generated lists on a show page: the rows of other resources that point to this one
// (ResourceDef.related: a client's leads and projects), each a compact table linking to the
// row's own page. A list the reader may not see is left out.
import { useState } from "react";
import type { BaseKey, BaseRecord } from "@refinedev/core";
import { useCan, useList } from "@refinedev/core";
import { Card, Table, type TableColumnType } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { getResource } from "../../resources/registry";
import type { ResourceDef } from "../../resources/kit/types";
import { resourcePaths, showPathFor } from "../providers/resource-paths";
import { FieldDisplay } from "./field-display";
import { visibleColumns } from "./list-columns";
import { useRowLayout } from "./row-layout";

const PAGE_SIZE = 10;
const MAX_COLUMNS = 4;

/**
 * The columns of a related list: the row's name first, then a few of its list's, never the link back (nor its
 * name).
 */
export function relatedColumns(def: ResourceDef, field: string): string[] {
  const rest = visibleColumns(def).filter(
    (name) => name !== def.labelField && name !== field && def.fields[name]?.lookup?.via !== field,
  );
  return [def.labelField, ...rest].slice(0, MAX_COLUMNS);
}

export function RelatedLists({ def, id }: { def: ResourceDef; id: BaseKey }) {
  return (
    <>
      {(def.related ?? []).map(({ resource, field }) => {
        const related = getResource(resource);
        // Only a declared filter can be asked for (the API refuses any other with a 400).
        return related?.list.filters.includes(field) ? (
          <RelatedList key={`${resource}.${field}`} def={related} field={field} id={id} />
        ) : null;
      })}
    </>
  );
}

function RelatedList({ def, field, id }: { def: ResourceDef; field: string; id: BaseKey }) {
  const access = useCan({ resource: def.name, action: "list" });
  if (!access.data?.can) return null;
  return <RelatedTable def={def} field={field} id={id} />;
}

function RelatedTable({ def, field, id }: { def: ResourceDef; field: string; id: BaseKey }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { result, query } = useList({
    resource: def.name,
    filters: [{ field, operator: "eq", value: id }],
    sorters: [def.list.defaultSort],
    pagination: { currentPage: page, pageSize: PAGE_SIZE },
  });
  const linked = Boolean(resourcePaths(def).show);
  const names = relatedColumns(def, field);
  const columns: TableColumnType<BaseRecord>[] = names.map((name) => ({
    key: name,
    dataIndex: name,
    title: t(`resources:${def.name}.fields.${name}`),
    render: (value: unknown, row: BaseRecord) =>
      name === def.labelField && linked && row.id !== undefined ? (
        <Link to={showPathFor(def, row) ?? ""}>{String(value ?? row.id)}</Link>
      ) : (
        <FieldDisplay def={def} name={name} value={value} />
      ),
  }));
  // A row opens its record from anywhere on it; on a phone each row is a card.
  const layout = useRowLayout({
    def,
    columns,
    shown: () => true,
    pinnedName: undefined,
    rows: result.data?.length,
    openPath: (row) => (linked ? showPathFor(def, row) : undefined),
  });
  return (
    <Card
      size="small"
      title={`${t(`resources:${def.name}.title`)} (${result.total ?? 0})`}
      style={{ marginTop: 16 }}
      data-testid={`related-${def.name}`}
    >
      <Table
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={result.data}
        {...layout}
        locale={{ emptyText: t("crm-settings:related.empty") }}
        pagination={
          (result.total ?? 0) > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: result.total, onChange: setPage, size: "small" }
            : false
        }
      />
    </Card>
  );
}
