import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { languageReady } from "./i18n";
import "./styles.css";
import "./keyboard.css";
import { Root } from "./root";

// In Spanish the texts are already here; in English their chunk comes first (one request).
void languageReady.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
