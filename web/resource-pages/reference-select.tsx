// Generated picker for a reference field: options are the rows of the referenced resource,
// named by that resource's declared labelField.
import type { BaseKey, CrudFilter } from "@refinedev/core";
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import { getResource } from "../../resources/registry";

interface ReferenceSelectProps {
  resource: string;
  value?: BaseKey | null;
  onChange?: (value: BaseKey | null) => void;
  allowClear?: boolean;
  style?: React.CSSProperties;
  /** Narrows the options (a task's phase among its own project's phases). */
  filters?: CrudFilter[];
  /** Form.Item passes id (for the label) and aria props through. */
  [prop: string]: unknown;
}

// Options are the referenced rows, named by their declared labelField; typing searches the server.
export function ReferenceSelect({ resource, value, onChange, allowClear, style, filters, ...rest }: ReferenceSelectProps) {
  const labelField = getResource(resource)?.labelField ?? "id";
  const { selectProps } = useSelect({
    resource,
    optionLabel: labelField as never,
    optionValue: "id" as never,
    defaultValue: value ?? undefined,
    filters,
    sorters: [{ field: labelField, order: "asc" }],
    pagination: { pageSize: 50, mode: "server" },
  });
  return (
    <Select
      {...(rest as SelectProps)}
      {...(selectProps as SelectProps)}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as BaseKey | undefined) ?? null)}
      allowClear={allowClear}
      style={{ minWidth: 200, ...style }}
    />
  );
}
