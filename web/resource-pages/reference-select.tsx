// Generated picker for a reference field: options are the rows of the referenced resource,
// named by that resource's declared labelField. `multiple` picks several (a references field).
import type { BaseKey, CrudFilter } from "@refinedev/core";
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import { getResource } from "../../resources/registry";
import { pickerOrderOf } from "../../resources/kit/nomenclator";
import { requiredOnInputOnly } from "../components/select-aria";

type Value = BaseKey | BaseKey[] | null;

interface ReferenceSelectProps {
  resource: string;
  value?: Value;
  onChange?: (value: Value) => void;
  allowClear?: boolean;
  /** Several rows: the value is an array of ids, never null. */
  multiple?: boolean;
  style?: React.CSSProperties;
  /** Narrows the options (a task's phase among its own project's phases). */
  filters?: CrudFilter[];
  /**
   * A form's picker: inactive rows are not offered (a filter still finds rows by them). The value
   * held stays named even when its row is inactive now (an existing record's current state).
   */
  activeOnly?: boolean;
  /** Form.Item passes id (for the label) and aria props through. */
  [prop: string]: unknown;
}

// Options are the referenced rows, named by their declared labelField; typing searches the server.
export function ReferenceSelect({
  resource,
  value,
  onChange,
  allowClear,
  multiple,
  style,
  filters,
  activeOnly,
  ...rest
}: ReferenceSelectProps) {
  const def = getResource(resource);
  const labelField = def?.labelField ?? "id";
  // A nomenclator is offered in its declared order (states: "Cancelado" last, not first by name).
  const order = def ? pickerOrderOf(def) : { sorters: [{ field: labelField, order: "asc" as const }] };
  const active: CrudFilter[] =
    activeOnly && order.activeField ? [{ field: order.activeField, operator: "eq", value: true }] : [];
  const { selectProps } = useSelect({
    // Typing searches as the referenced list's search box does (`q`, over its declared search
    // fields): a label may be computed (a user's full name) and take no filter of its own.
    onSearch: def?.list.search.length
      ? (text) => (text ? [{ field: "q", operator: "eq", value: text }] : [])
      : undefined,
    resource,
    optionLabel: labelField as never,
    optionValue: "id" as never,
    // The chosen rows are fetched too, so a chosen row beyond the first page still has its name.
    defaultValue: multiple ? ((value as BaseKey[] | null) ?? []) : ((value as BaseKey | null) ?? undefined),
    filters: [...(filters ?? []), ...active],
    sorters: order.sorters,
    pagination: { pageSize: 50, mode: "server" },
    // The options keep their order; a held value the list leaves out (inactive now) comes last.
    selectedOptionsOrder: "in-place",
  });
  return (
    <Select
      {...(rest as SelectProps)}
      {...requiredOnInputOnly(rest.ref)}
      {...(selectProps as SelectProps)}
      mode={multiple ? "multiple" : undefined}
      value={multiple ? ((value as BaseKey[] | null) ?? []) : (value ?? undefined)}
      onChange={(v) =>
        onChange?.(multiple ? ((v as BaseKey[] | undefined) ?? []) : ((v as BaseKey | undefined) ?? null))
      }
      allowClear={allowClear}
      style={{ minWidth: 200, ...style }}
    />
  );
}
