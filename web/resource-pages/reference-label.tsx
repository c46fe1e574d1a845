// Generated read view of a reference: the referenced row's name, built from the referenced
// resource's declared labelField.
import type { BaseKey } from "@refinedev/core";
import { useMany } from "@refinedev/core";
import { getResource } from "../../resources/registry";

interface ReferenceLabelProps {
  resource: string;
  id: BaseKey;
  /** Every id shown on the page: cells asking for the same set share one cached request. */
  ids?: BaseKey[];
}

export function ReferenceLabel({ resource, id, ids }: ReferenceLabelProps) {
  const labelField = getResource(resource)?.labelField ?? "id";
  const wanted = ids && ids.length > 0 ? ids : [id];
  const { result, query } = useMany({ resource, ids: wanted, queryOptions: { enabled: wanted.length > 0 } });
  if (query.isLoading) return <span>…</span>;
  const row = result.data.find((r) => String(r.id) === String(id));
  return <span>{row ? String(row[labelField] ?? id) : String(id)}</span>;
}
