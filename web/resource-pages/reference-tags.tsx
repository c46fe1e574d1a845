// Generated read view of a references field (several ids): one tag per referenced row, named by
// the referenced resource's declared labelField.
import type { BaseKey } from "@refinedev/core";
import { useMany } from "@refinedev/core";
import { Space, Tag, Typography } from "antd";
import { getResource } from "../../resources/registry";

interface ReferenceTagsProps {
  resource: string;
  ids: BaseKey[];
  /** Every id shown on the page: cells asking for the same set share one cached request. */
  pageIds?: BaseKey[];
}

export function ReferenceTags({ resource, ids, pageIds }: ReferenceTagsProps) {
  const labelField = getResource(resource)?.labelField ?? "id";
  const wanted = pageIds && pageIds.length > 0 ? pageIds : ids;
  const { result, query } = useMany({ resource, ids: wanted, queryOptions: { enabled: wanted.length > 0 } });
  if (ids.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  if (query.isLoading) return <span>…</span>;
  const names = new Map(result.data.map((row) => [String(row.id), String(row[labelField] ?? row.id)]));
  return (
    <Space size={[4, 4]} wrap>
      {ids.map((id) => (
        <Tag key={String(id)}>{names.get(String(id)) ?? String(id)}</Tag>
      ))}
    </Space>
  );
}
