// Small pieces the dashboard draws itself rather than with antd's List, Progress, Tag and Table:
// each of those would add its own chunk to the first screen after signing in, which must stay
// light (the bench's bytes per screen).
import type { CSSProperties, ReactNode } from "react";
import { theme, Typography } from "antd";

/** A list of rows split by a thin line. */
export function Rows<T>({ items, render, testId }: { items: T[]; render: (item: T) => ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <ul data-testid={testId} style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows, replaced as a whole on reload
        <li key={i} style={{ padding: "8px 0", borderTop: i === 0 ? undefined : `1px solid ${token.colorSplit}` }}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

/** How far along something is (0..100), with its percentage. */
export function ProgressBar({ percent, color, label }: { percent: number; color?: string; label: string }) {
  const { token } = theme.useToken();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ flex: 1, height: 6, borderRadius: 3, background: token.colorFillSecondary }}
      >
        <div style={{ width: `${value}%`, height: "100%", borderRadius: 3, background: color ?? token.colorPrimary }} />
      </div>
      <Typography.Text style={{ fontSize: 12, minWidth: 36, textAlign: "right" }}>{value} %</Typography.Text>
    </div>
  );
}

/** A short coloured word beside a name ("Retrasado", "Horas de más"). */
export function Badge({ children, tone }: { children: ReactNode; tone: "warning" | "danger" }) {
  const { token } = theme.useToken();
  const color = tone === "danger" ? token.colorErrorText : token.colorWarningText;
  const style: CSSProperties = {
    fontSize: 12,
    lineHeight: "18px",
    padding: "0 6px",
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${color}`,
    color,
    whiteSpace: "nowrap",
  };
  return <span style={style}>{children}</span>;
}

export interface Column<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  align?: "left" | "right";
}

/** A plain table of a few rows, scrolling sideways on a narrow screen. */
export function SmallTable<T>({
  rows,
  columns,
  rowKey,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
}) {
  const { token } = theme.useToken();
  const cell = (align: Column<T>["align"] = "left"): CSSProperties => ({
    padding: "6px 8px",
    textAlign: align,
    borderBottom: `1px solid ${token.colorSplit}`,
    whiteSpace: "nowrap",
  });
  return (
    <div style={{ overflowX: "auto" }}>
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                style={{ ...cell(c.align), fontWeight: 600, background: token.colorFillAlter }}
              >
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} style={cell(c.align)}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
