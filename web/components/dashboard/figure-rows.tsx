// The figures of a chart as a list of links (one per bar or stage): readable before the chart
// chunk arrives, by a screen reader, and on a phone.
import type { ReactNode } from "react";
import { Typography } from "antd";
import { FigureLink } from "./figure-link";
import type { Link } from "./dashboard-types";

export interface FigureRow {
  key: string;
  label: ReactNode;
  value: string;
  /** The value as a number, for a chart of the rows. */
  raw?: number;
  link?: Link;
  color?: string | null;
  /** A second, quieter figure after the value (a stage's money). */
  note?: string;
}

export function FigureRows({ rows, testId }: { rows: FigureRow[]; testId?: string }) {
  return (
    <ul data-testid={testId} style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li
          key={row.key}
          style={{
            display: "flex",
            alignItems: "baseline",
            gap: 8,
            padding: "3px 0",
            borderBottom: "1px solid var(--ant-color-split, #f0f0f0)",
          }}
        >
          {row.color !== undefined && (
            <span
              aria-hidden
              style={{
                flex: "none",
                width: 10,
                height: 10,
                borderRadius: 2,
                background: row.color ?? "var(--ant-color-fill, #d9d9d9)",
              }}
            />
          )}
          <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
            {row.label}
          </Typography.Text>
          {row.note && <Typography.Text type="secondary">{row.note}</Typography.Text>}
          <Typography.Text strong style={{ flex: "none" }}>
            <FigureLink link={row.link}>{row.value}</FigureLink>
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
