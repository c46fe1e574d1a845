import { useEffect, type RefObject } from "react";

// FullCalendar draws its previous/next chevrons as `<span role="img">` with no name inside buttons
// already named by their hint ("Mes anterior"): an image without alternative text (axe's
// role-img-alt). The library has no option for it, so the icons are hidden from assistive
// technology, whenever the toolbar draws them, and the buttons keep their names.
export function useDecorativeIcons(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const hide = () => {
      for (const icon of root.querySelectorAll(".fc-toolbar .fc-icon:not([aria-hidden])")) icon.setAttribute("aria-hidden", "true");
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
