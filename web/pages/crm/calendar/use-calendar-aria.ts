import { useEffect, type RefObject } from "react";

// What FullCalendar's markup lacks for assistive technology, and has no option for, added
// whenever it draws:
// - its previous/next chevrons are `<span role="img">` with no name inside buttons already named
//   by their hint ("Mes anterior"): hidden (axe's role-img-alt), the buttons keep their names;
// - a view's scrolling body is a region the keyboard cannot reach when it holds no link (a week
//   with no follow-ups): its first day cell takes the focus, so the keys scroll it
//   (scrollable-region-focusable). A cell, as a grid allows; the scroller itself focusable, or
//   given a role, would break the grid's structure (aria-required-children).
export function useCalendarAria(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mend = () => {
      for (const icon of root.querySelectorAll(".fc-toolbar .fc-icon:not([aria-hidden])"))
        icon.setAttribute("aria-hidden", "true");
      for (const scroller of root.querySelectorAll(".fc-scroller-liquid-absolute")) {
        const cell = scroller.querySelector("td[role=gridcell]");
        if (cell && !cell.hasAttribute("tabindex")) cell.setAttribute("tabindex", "0");
      }
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
