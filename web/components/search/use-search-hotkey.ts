// Ctrl+K (⌘K on a Mac) anywhere in the signed-in app: the browser's own use of it (the address
// bar's search) gives way.
import { useEffect } from "react";

export function isMac(): boolean {
  return typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);
}

export function isSearchHotkey(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  // Both modifiers on every system: a Mac user with an external keyboard reaches for either.
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "k";
}

export function useSearchHotkey(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      // A field that makes Ctrl+K its own (an editor's link) has already handled it.
      if (e.defaultPrevented || e.repeat || !isSearchHotkey(e)) return;
      e.preventDefault();
      open();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open]);
}
