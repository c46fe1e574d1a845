// Generated table columns of a list page: titles, sorters and filters per column,
// built from def.list (columns, sorters, filters) of a ResourceDef in resources/.
import type { BaseKey, BaseRecord, CrudFilters, CrudSorting, LogicalFilter } from "@refinedev/core";
import { FilterDropdown, getDefaultFilter, getDefaultSortOrder } from "@refinedev/antd";
import type { TableColumnType } from "antd";
import { Input, InputNumber, Select } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import { columnsForReader } from "../../resources/kit/permissions";
import { readsAsOutsider } from "../providers/session";
import type { Translate } from "./form-rules";
import { FieldDisplay } from "./field-display";
import { MoneyInput } from "./money-input";
import { ReferenceSelect } from "./reference-select";
import { labelsOf } from "./tags";

const TEXT_TYPES = new Set(["string", "text", "email", "icon", "color"]);

/** Text columns search by substring (simple-rest sends `field_like`); everything else matches exactly. */
export function filterOperatorFor(field: FieldDef | undefined): LogicalFilter["operator"] {
  return field && TEXT_TYPES.has(field.type) ? "contains" : "eq";
}

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

function filterPropsFor(
  def: ResourceDef,
  name: string,
  filters: CrudFilters,
  t: Translate,
): Partial<TableColumnType<BaseRecord>> {
  const field = def.fields[name];
  const operator = filterOperatorFor(field);
  const current = getDefaultFilter(name, filters, operator);
  const label = t(`resources:${def.name}.fields.${name}`);
  if (field.type === "boolean" || field.type === "enum") {
    const options =
      field.type === "boolean"
        ? [
            { text: t("list.yes"), value: true },
            { text: t("list.no"), value: false },
          ]
        : (field.options ?? []).map((o) => ({
            text: t(`resources:${def.name}.options.${name}.${o}`, { defaultValue: o }),
            value: o,
          }));
    return {
      filters: options,
      filterMultiple: false,
      defaultFilteredValue: current === undefined ? undefined : [current].flat(),
    };
  }
  if (field.type === "references") {
    // Several rows: a row matches when it holds any of them (the API's `f=1&f=2`).
    return {
      defaultFilteredValue: current === undefined ? undefined : [current].flat(),
      filterDropdown: (props) => (
        <FilterDropdown
          {...props}
          mapValue={(value) =>
            Array.isArray(value) ? value.map(Number) : value === undefined || value === null ? [] : [Number(value)]
          }
        >
          <ReferenceSelect resource={field.reference!} multiple allowClear style={{ width: 260 }} />
        </FilterDropdown>
      ),
    };
  }
  if (field.type === "tags") {
    // Labels: a row matches when it holds any of them (the API's `f=a&f=b`).
    return {
      defaultFilteredValue: current === undefined ? undefined : [current].flat(),
      filterDropdown: (props) => (
        <FilterDropdown {...props} mapValue={(value) => labelsOf([value ?? []].flat())}>
          <Select
            mode="tags"
            allowClear
            tokenSeparators={[","]}
            options={[]}
            notFoundContent={null}
            open={false}
            placeholder={label}
            style={{ width: 260 }}
          />
        </FilterDropdown>
      ),
    };
  }
  const input =
    field.type === "money" ? (
      <MoneyInput placeholder={label} style={{ width: 200 }} />
    ) : field.type === "reference" ? (
      <ReferenceSelect resource={field.reference!} allowClear />
    ) : field.type === "integer" || field.type === "number" ? (
      <InputNumber placeholder={label} style={{ width: 200 }} />
    ) : (
      <Input placeholder={t("list.filterPlaceholder", { field: label })} allowClear />
    );
  return {
    filterIcon: TEXT_TYPES.has(field.type)
      ? (active: boolean) => <SearchOutlined style={{ color: active ? "#0958d9" : undefined }} />
      : undefined,
    defaultFilteredValue: current === undefined ? undefined : [current].flat(),
    filterDropdown: (props) => (
      <FilterDropdown {...props} mapValue={(value) => emptyToUndefined(Array.isArray(value) ? value[0] : value)}>
        {input}
      </FilterDropdown>
    ),
  };
}

function referenceIdsOf(rows: readonly BaseRecord[] | undefined, name: string): BaseKey[] {
  const ids = new Set<BaseKey>();
  for (const row of rows ?? [])
    for (const id of [row[name]].flat()) if (id !== null && id !== undefined) ids.add(id as BaseKey);
  return [...ids];
}

/** The list's declared columns, minus hidden fields (kept by the server, never shown). */
/** The declared list columns this reader is shown (columnsForReader), less hidden ones. */
export function visibleColumns(def: ResourceDef): string[] {
  return columnsForReader(def, readsAsOutsider()).filter((name) => !def.fields[name]?.hidden);
}

export function listColumns(
  def: ResourceDef,
  state: { filters: CrudFilters; sorters: CrudSorting; rows?: readonly BaseRecord[] },
  t: Translate,
): TableColumnType<BaseRecord>[] {
  return visibleColumns(def).map((name, index) => {
    const field = def.fields[name];
    const referenceIds =
      field?.type === "reference" || field?.type === "references" ? referenceIdsOf(state.rows, name) : undefined;
    return {
      key: name,
      dataIndex: name,
      title: t(`resources:${def.name}.fields.${name}`),
      ellipsis: field?.type === "text" ? { showTitle: true } : undefined,
      width: field?.type === "text" ? 280 : undefined,
      sorter: def.list.sorters.includes(name) ? { multiple: index + 1 } : undefined,
      defaultSortOrder: getDefaultSortOrder(name, state.sorters),
      ...(def.list.filters.includes(name) ? filterPropsFor(def, name, state.filters, t) : {}),
      render: (value: unknown) =>
        field?.type === "text" ? (
          <span>{value ? String(value) : "—"}</span>
        ) : (
          <FieldDisplay def={def} name={name} value={value} referenceIds={referenceIds} />
        ),
    };
  });
}
