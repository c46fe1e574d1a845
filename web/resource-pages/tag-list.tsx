// Generated read view of a tags field: one antd Tag per label.
import { Space, Tag, Typography } from "antd";
import { labelsOf } from "./tags";

export function TagList({ value }: { value: unknown }) {
  const labels = labelsOf(value);
  if (labels.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {labels.map((label) => (
        <Tag key={label}>{label}</Tag>
      ))}
    </Space>
  );
}
