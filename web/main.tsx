import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./antd-react-19";
import "./i18n";
import "./styles.css";
import { App } from "./app";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
