import { useEffect } from "react";
import { useLocation } from "react-router";

// docs/product.md#screens-and-routes: each navigation scrolls to the top-left.
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: scroll up on each navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
