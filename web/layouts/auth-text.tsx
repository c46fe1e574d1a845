import type { CSSProperties, ReactNode } from "react";

// The account screens' heading and lines (styles in auth.css): plain elements, as antd's
// Typography brings tooltips, ellipsis and copying along, which a phone would download first.

export function AuthTitle({ children }: { children: ReactNode }) {
  return <h1 className="auth-title">{children}</h1>;
}

export function AuthText({
  children,
  secondary = false,
  style,
}: {
  children: ReactNode;
  secondary?: boolean;
  style?: CSSProperties;
}) {
  return (
    <p className={secondary ? "auth-text auth-text-secondary" : "auth-text"} style={style}>
      {children}
    </p>
  );
}
