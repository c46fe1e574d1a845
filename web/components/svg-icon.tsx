import type { CSSProperties } from "react";

// An icon drawn from @ant-design/icons-svg's data (the same shapes as @ant-design/icons), without
// that package's runtime: for the screens that load before antd.
interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

export interface IconDefinition {
  icon: IconNode | ((primary: string, secondary: string) => IconNode);
}

export function SvgIcon({ icon, style }: { icon: IconDefinition; style?: CSSProperties }) {
  const root = typeof icon.icon === "function" ? icon.icon("currentColor", "currentColor") : icon.icon;
  return (
    <span role="img" aria-hidden="true" className="svg-icon" style={style}>
      <svg
        viewBox={root.attrs.viewBox}
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
      >
        {root.children?.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed icon's paths never reorder
          <path key={i} d={child.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
