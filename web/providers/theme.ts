import type { ThemeConfig } from "antd";

// Refine's blue theme, as its own constant: the sign-in screens set the theme without loading
// @refinedev/antd.
const PRIMARY_COLOR = "#1677FF";

export function appTheme(reducedMotion: boolean): ThemeConfig {
  return { token: { colorPrimary: PRIMARY_COLOR, motion: !reducedMotion } };
}
