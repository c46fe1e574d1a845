// A reference picker limited to the rows of the same parent: a task's phase is chosen among its
// own project's phases, not every project's.
import { getResource } from "../../../resources/registry";
import { ReferenceSelect } from "../../resource-pages/reference-select";

interface ScopedReferenceSelectProps {
  resource: string;
  parentField: string;
  parentId: number;
  [prop: string]: unknown;
}

/** Is `reference` a resource that belongs to the same parent (has the same parent field)? */
export function sharesParent(reference: string | undefined, parentField: string): boolean {
  const target = reference ? getResource(reference) : undefined;
  return target?.fields[parentField]?.type === "reference";
}

export function ScopedReferenceSelect({ resource, parentField, parentId, ...rest }: ScopedReferenceSelectProps) {
  return (
    <ReferenceSelect
      {...rest}
      resource={resource}
      filters={[{ field: parentField, operator: "eq", value: parentId }]}
    />
  );
}
