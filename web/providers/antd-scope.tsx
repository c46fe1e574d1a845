import type { ReactNode } from "react";
import { useMemo } from "react";
import { ConfigProvider } from "antd";
// The ESM builds: the CJS entry points reach the bundle wrapped in {default}, leaving antd untranslated.
import esES from "antd/es/locale/es_ES";
import enUS from "antd/es/locale/en_US";
import { useTranslation } from "react-i18next";
import "../antd-react-19";
import { appTheme } from "./theme";
import { useReducedMotion } from "./use-reduced-motion";

/** antd's language and theme, around every part of the app drawn with antd. */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(reducedMotion), [reducedMotion]);
  return (
    <ConfigProvider locale={i18n.language === "en" ? enUS : esES} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
