// Below the results: what the dialog is doing (a hint, searching, nothing found, a failure),
// announced to screen readers, and the keys it takes.
import { Alert, Space, Spin, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import type { SearchState } from "./use-search-results";
import { VISUALLY_HIDDEN } from "../visually-hidden";

/** The API's own message for a request it refused (localized by it); a plain one otherwise. */
export function errorText(error: unknown, fallback: string): string {
  const failure = error as { statusCode?: number; message?: unknown } | null;
  const refused =
    failure?.statusCode !== undefined
    && failure.statusCode >= 400
    && failure.statusCode < 500
    && failure.statusCode !== 401;
  return refused && typeof failure.message === "string" && failure.message ? failure.message : fallback;
}

export function SearchStatus({ state, count, compact }: { state: SearchState; count: number; compact?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const searching = state.status === "loading" && !state.answer;
  const empty = state.status === "done" && state.answer.groups.length === 0;
  return (
    <>
      {/* Always in the page, even empty: a live region announces only what changes inside it. */}
      <div aria-live="polite" data-testid="search-status" style={{ padding: state.status === "done" ? 0 : "4px 0" }}>
        {state.status === "idle" && <Typography.Text type="secondary">{t("search:hint")}</Typography.Text>}
        {searching && (
          <Space>
            <Spin size="small" />
            <Typography.Text type="secondary">{t("search:searching")}</Typography.Text>
          </Space>
        )}
        {empty && <Typography.Text type="secondary">{t("search:empty", { q: state.q })}</Typography.Text>}
        {state.status === "done" && count > 0 && <span style={VISUALLY_HIDDEN}>{t("search:count", { count })}</span>}
        {state.status === "error" && (
          <Alert type="error" showIcon message={errorText(state.error, t("search:error"))} />
        )}
      </div>
      {!compact && (
        <div
          style={{
            display: "flex",
            gap: 16,
            borderTop: `1px solid ${token.colorSplit}`,
            margin: "8px -12px -4px",
            padding: "8px 12px 0",
            fontSize: token.fontSizeSM,
            color: token.colorTextTertiary,
          }}
        >
          <span>{t("search:keys.move")}</span>
          <span>{t("search:keys.open")}</span>
          <span>{t("search:keys.close")}</span>
        </div>
      )}
    </>
  );
}
