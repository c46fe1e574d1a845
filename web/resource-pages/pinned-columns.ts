// Wide tables keep their bearings while they scroll sideways: the column that names a row stays
// on the left and the row's actions on the right (antd sticky columns), the rest scroll between.
import type { TableColumnType } from "antd";

export const ACTIONS_KEY = "actions";

/** With no `nameKey` (a phone, see use-pinnable-name.ts) only the actions are pinned. */
export function pinnedColumns<T>(columns: TableColumnType<T>[], nameKey: string | undefined): TableColumnType<T>[] {
  const name = nameKey === undefined ? undefined : columns.find((c) => c.key === nameKey);
  const actions = columns.find((c) => c.key === ACTIONS_KEY);
  const middle = columns.filter((c) => c !== name && c !== actions);
  return [
    ...(name ? [{ ...name, fixed: "left" as const }] : []),
    ...middle,
    ...(actions ? [{ ...actions, fixed: "right" as const }] : []),
  ];
}
