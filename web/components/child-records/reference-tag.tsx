// A reference cell drawn as a tag in the referenced row's own colour (task and project states
// declare a `color`), falling back to the plain name when the row has none.
import type { BaseKey } from "@refinedev/core";
import { useMany } from "@refinedev/core";
import { Tag } from "antd";
import { getResource } from "../../../resources/registry";
import { textOnFill } from "./tag-colors";

interface ReferenceTagProps {
  resource: string;
  id: BaseKey;
  /** Every id of the column on the page: the cells share one cached request. */
  ids?: BaseKey[];
}

export function ReferenceTag({ resource, id, ids }: ReferenceTagProps) {
  const labelField = getResource(resource)?.labelField ?? "id";
  const wanted = ids && ids.length > 0 ? ids : [id];
  const { result, query } = useMany({ resource, ids: wanted, queryOptions: { enabled: wanted.length > 0 } });
  if (query.isLoading) return <span>…</span>;
  const row = result.data.find((r) => String(r.id) === String(id));
  const label = row ? String(row[labelField] ?? id) : String(id);
  const color = typeof row?.color === "string" ? row.color : undefined;
  const text = textOnFill(color);
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {label}
    </Tag>
  );
}

/** Does the referenced resource declare a colour its rows may be drawn with? */
export function hasColor(resource: string | undefined): boolean {
  return Boolean(resource && getResource(resource)?.fields.color?.type === "color");
}
