import { useEffect } from "react";
import { useNavigate } from "react-router";
import { setNavigator } from "./navigation";

// The HTTP client lives outside React; this hands it the router's navigate once it exists.
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
