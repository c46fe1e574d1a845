import { useSyncExternalStore } from "react";

// The system's "reduce motion" setting, live: antd's opening, closing and sliding animations are
// turned off for people who ask their system for less motion (and for the browser tests, which
// ask the same way: playwright.config.ts).
const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
