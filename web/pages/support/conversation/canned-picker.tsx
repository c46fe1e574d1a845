// Staff pick a canned response by name or words of its text; the reply box inserts its body with
// the ticket's variables filled in. The list is searched on the server (active ones only).
import { useEffect, useRef, useState } from "react";
import { Select, Typography } from "antd";
import { SnippetsOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../../providers/http-client";

interface CannedResponse {
  id: number;
  name: string;
  body: string;
}

const SEARCH_DELAY_MS = 250;
const LIMIT = 20;

export function CannedPicker({ onPick, disabled }: { onPick(body: string): void; disabled?: boolean }) {
  const { t } = useTranslation("ticket-conversation");
  const [rows, setRows] = useState<CannedResponse[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const ask = ++latest.current;
    setLoading(true);
    timer.current = setTimeout(() => {
      const params = {
        active: true,
        _sort: "name",
        _order: "asc",
        _start: 0,
        _end: LIMIT,
        ...(text.trim() ? { q: text.trim() } : {}),
      };
      httpClient
        .get<CannedResponse[]>("canned-responses", { params })
        .then(({ data }) => ask === latest.current && setRows(data))
        .catch(() => undefined)
        .finally(() => ask === latest.current && setLoading(false));
    }, SEARCH_DELAY_MS);
  };

  return (
    <Select<number | null>
      showSearch
      value={null}
      disabled={disabled}
      placeholder={
        <span>
          <SnippetsOutlined style={{ marginInlineEnd: 6 }} />
          {t("canned.placeholder")}
        </span>
      }
      aria-label={t("canned.label")}
      filterOption={false}
      onSearch={search}
      onOpenChange={(open) => open && search("")}
      loading={loading}
      notFoundContent={loading ? null : t("canned.empty")}
      options={rows.map((row) => ({ value: row.id, label: row.name }))}
      optionRender={(option) => {
        const row = rows.find((r) => r.id === option.value);
        return (
          <div data-testid="canned-option" style={{ minWidth: 0 }}>
            <Typography.Text strong>{row?.name}</Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: "block", fontSize: 12 }}>
              {row?.body}
            </Typography.Text>
          </div>
        );
      }}
      onChange={(id) => {
        const row = rows.find((r) => r.id === id);
        if (row) onPick(row.body);
      }}
      popupMatchSelectWidth={320}
      style={{ minWidth: 200, flex: "1 1 200px", maxWidth: 320 }}
      data-testid="canned-picker"
    />
  );
}
