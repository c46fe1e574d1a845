// The name column is pinned on wide screens only: on a phone a pinned long name and the pinned
// actions would fill the 390 px screen and leave nothing to scroll.
import { Grid } from "antd";

export function usePinnableName(nameKey: string | undefined): string | undefined {
  const screens = Grid.useBreakpoint();
  return screens.md ? nameKey : undefined;
}
