import { useEffect } from "react";
import { useLocation } from "react-router";

// docs/product.md#screens-and-routes: each navigation scrolls to the top-left.
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
