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
