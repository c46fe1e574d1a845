// The top card of a record's own page (a project, a task): a back link, the name with its state
// tag and any others, the page's buttons, then the facts, the description and the figures.
import type { ReactNode } from "react";
import type { BaseKey } from "@refinedev/core";
import { Card, Grid, Space, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Link } from "react-router";
import { ReferenceTag } from "./child-records/reference-tag";

interface RecordHeaderProps {
  /** The prefix of the test ids: `<kind>-header`, `<kind>-name`, `<kind>-state`. */
  kind: string;
  back: { to: string; label: string };
  name: string;
  /** A reference to a state row (drawn in its colour), or a tag of the page's own (an enum's). */
  state: { resource: string; id: BaseKey } | { tag: ReactNode };
  tags?: ReactNode;
  actions: ReactNode;
  facts: ReactNode;
  description?: string | null;
  figures: ReactNode;
  /** Who else is viewing the record (live/presence-avatars.tsx), beside the back link. */
  presence?: ReactNode;
}

export function RecordHeader({
  kind,
  back,
  name,
  state,
  tags,
  actions,
  facts,
  description,
  figures,
  presence,
}: RecordHeaderProps) {
  const screens = Grid.useBreakpoint();
  return (
    <Card data-testid={`${kind}-header`} styles={{ body: { padding: screens.sm ? 24 : 16 } }}>
      <div
        style={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          columnGap: 12,
          rowGap: 4,
        }}
      >
        <Link to={back.to}>
          <Space size={4}>
            <ArrowLeftOutlined />
            {back.label}
          </Space>
        </Link>
        {presence}
      </div>
      <div
        style={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 12,
          marginTop: 8,
        }}
      >
        <Space wrap size={8} align="center">
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: "anywhere" }} data-testid={`${kind}-name`}>
            {name}
          </Typography.Title>
          <span data-testid={`${kind}-state`}>
            {"tag" in state ? state.tag : <ReferenceTag resource={state.resource} id={state.id} />}
          </span>
          {tags}
        </Space>
        {actions}
      </div>
      {facts}
      {description && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 3, expandable: true }}
          style={{ marginTop: 8, marginBottom: 0, whiteSpace: "pre-wrap" }}
        >
          {description}
        </Typography.Paragraph>
      )}
      {figures}
    </Card>
  );
}
