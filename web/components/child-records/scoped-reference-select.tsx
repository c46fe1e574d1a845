// A reference picker limited to the rows of the same parent: a task's phase is chosen among its
// own project's phases, not every project's.
import type { BaseKey } from "@refinedev/core";
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import { getResource } from "../../../resources/registry";

interface ScopedReferenceSelectProps {
  resource: string;
  parentField: string;
  parentId: number;
  value?: BaseKey | null;
  onChange?: (value: BaseKey | null) => void;
  allowClear?: boolean;
  [prop: string]: unknown;
}

/** Is `reference` a resource that belongs to the same parent (has the same parent field)? */
export function sharesParent(reference: string | undefined, parentField: string): boolean {
  const target = reference ? getResource(reference) : undefined;
  return target?.fields[parentField]?.type === "reference";
}

export function ScopedReferenceSelect({ resource, parentField, parentId, value, onChange, allowClear, ...rest }: ScopedReferenceSelectProps) {
  const labelField = getResource(resource)?.labelField ?? "id";
  const { selectProps } = useSelect({
    resource,
    optionLabel: labelField as never,
    optionValue: "id" as never,
    defaultValue: value ?? undefined,
    filters: [{ field: parentField, operator: "eq", value: parentId }],
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
      style={{ minWidth: 200 }}
    />
  );
}
