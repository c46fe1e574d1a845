// A table row opens its record by a click anywhere on it or by Enter while it has the focus;
// what a control inside the row does (a link, a button, a checkbox, a select) stays its own.
import type { KeyboardEvent, MouseEvent } from "react";

const CONTROLS =
  "a, button, input, select, textarea, label, [role=button], [role=checkbox], [role=switch], [role=combobox], "
  + ".ant-select, .ant-dropdown-trigger, .ant-popover, .ant-modal";

/** Whether the event began on a control of the row (or in a popup it opened), not on the row itself. */
export function fromControl(target: EventTarget | null, row: Element): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest(CONTROLS);
  // A popup (a confirmation) is rendered outside the row, yet React still bubbles its clicks here.
  return Boolean(control && row.contains(control)) || !row.contains(target);
}

/** The row's handlers (`onRow` of antd's Table); `go` gets the path and whether to use a new tab. */
export function rowOpenProps(path: string | undefined, go: (path: string, newTab: boolean) => void) {
  if (!path) return {};
  return {
    tabIndex: 0,
    "data-opens": path,
    className: "row-opens",
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (fromControl(event.target, event.currentTarget)) return;
      // Selecting a name to copy it is not a click to open.
      if (window.getSelection()?.toString()) return;
      go(path, event.ctrlKey || event.metaKey);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "Enter" && event.target === event.currentTarget) {
        event.preventDefault();
        go(path, false);
      }
    },
  };
}
