// dhtmlx's stylesheet, minus its @font-face rules that point at Google's font servers: our
// Content-Security-Policy refuses them (and a business app should not call out to), yet Chromium
// still requests them once the chart is on screen. The chart uses the app's own font (gantt.css);
// dhtmlx's icon font is embedded (a data: URL) and stays.
import css from "dhtmlx-gantt/codebase/dhtmlxgantt.css?inline";

const STYLE_ID = "dhtmlx-gantt-styles";

export function installGanttStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => (/url\(\s*["']?https?:/.test(rule) ? "" : rule));
  // First in <head>, so gantt.css (a later stylesheet) overrides its variables.
  document.head.prepend(style);
}
