import { useEffect } from "react";
import { useNavigate } from "react-router";
import { App } from "antd";
import { setNavigator } from "./navigation";
import { setNotificationApi } from "./toast";

// The HTTP client lives outside React; these hand it the router's navigate and the antd App's
// notification instance (which follows the theme), once they exist.
export function RuntimeBridges() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  useEffect(() => {
    setNavigator((path) => navigate(path));
    return () => setNavigator(null);
  }, [navigate]);
  useEffect(() => {
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return null;
}
