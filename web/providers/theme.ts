import type { ThemeConfig } from "antd";

// antd's look with colours that pass WCAG 2.1 AA (4.5:1 for text, axe-core in the browser suite):
// antd's defaults do not (its blue #1677ff is 4.1:1 on white, its grey description text 3.4:1,
// its tags' gold, green and cyan text under 3.6:1). Fixed here once, for every screen. The
// sign-in screens, drawn without antd, take the same colours from styles.css (--app-primary).
export const PRIMARY_COLOR = "#0958d9";

/** Text that is quieter than body text yet still reads at 4.5:1 on white and on the page's grey. */
const QUIET_TEXT = "rgba(0, 0, 0, 0.6)";

const STATUS_TEXT = { success: "#237804", warning: "#ad4e00", error: "#cf1322" };

export function appTheme(reducedMotion: boolean): ThemeConfig {
  return {
    token: {
      colorPrimary: PRIMARY_COLOR,
      colorInfo: PRIMARY_COLOR,
      colorLink: PRIMARY_COLOR,
      colorError: STATUS_TEXT.error,
      colorTextTertiary: QUIET_TEXT,
      colorTextDescription: QUIET_TEXT,
      colorTextPlaceholder: "rgba(0, 0, 0, 0.55)",
      colorSuccessText: STATUS_TEXT.success,
      colorWarningText: STATUS_TEXT.warning,
      colorErrorText: STATUS_TEXT.error,
      // The text of the preset tags (Tag color="gold") is the palette's 7th shade on its 1st.
      gold7: "#874d00",
      orange7: "#ad4e00",
      volcano7: "#ad2102",
      green7: "#237804",
      cyan7: "#006d75",
      lime7: "#3f6600",
      yellow7: "#614700",
      motion: !reducedMotion,
    },
    components: {
      // Status tags (success, warning…) write their text in the status colour itself.
      Tag: { colorSuccess: STATUS_TEXT.success, colorWarning: STATUS_TEXT.warning, colorInfo: PRIMARY_COLOR },
      // "No data" is written in the disabled grey (1.8:1); it is information, not a disabled control.
      Empty: { colorTextDisabled: QUIET_TEXT },
      Table: { colorTextDisabled: QUIET_TEXT },
      List: { colorTextDisabled: QUIET_TEXT },
    },
  };
}
