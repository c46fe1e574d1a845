// The warning a screen shows when its record changed elsewhere. The buttons sit under the text
// rather than beside it: beside, a phone squeezes the text into a sliver.
import type { ReactNode } from "react";
import { Alert, Space } from "antd";

export function ChangedAlert({
  message,
  description,
  actions,
}: {
  message: string;
  description: string;
  actions: ReactNode;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="record-changed"
      style={{ marginBottom: 16 }}
      message={message}
      description={
        <>
          {description}
          <Space wrap size={8} style={{ display: "flex", marginTop: 12 }}>
            {actions}
          </Space>
        </>
      }
    />
  );
}
