// Colours of the spec's generic enum values (priorities and statuses) wherever they show as tags,
// so "urgent" or "closed" read the same on every screen.
const ENUM_COLORS: Record<string, string> = {
  low: "default",
  medium: "blue",
  high: "orange",
  urgent: "red",
  opened: "blue",
  in_progress: "gold",
  closed: "green",
  archived: "default",
};

export function enumColor(value: unknown): string | undefined {
  return typeof value === "string" ? ENUM_COLORS[value] : undefined;
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour a tag filled with a row's own colour (a state's, chosen by the company) needs to
 * be read: antd writes white on any fill, under 2.5:1 on light ones. White when it reaches 4.5:1,
 * else near-black; undefined for antd's named colours, which it draws legibly itself.
 */
export function textOnFill(fill: string | undefined): string | undefined {
  if (!fill || !/^#[0-9a-f]{6}$/i.test(fill)) return undefined;
  const l = luminance(fill);
  return 1.05 / (l + 0.05) >= 4.5 ? "#fff" : "rgba(0, 0, 0, 0.88)";
}
