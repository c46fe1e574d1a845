// Picks another lead by typing part of its name, email, company or phone (the list's search,
// `q`), in the reader's scope. Each option says enough (company, email) to tell namesakes apart.
import { useEffect, useState } from "react";
import { useList } from "@refinedev/core";
import { Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { LeadRecord } from "./lead-record";

const SEARCH_DELAY_MS = 250;

interface LeadSearchSelectProps {
  /** The lead being looked at, never offered. */
  excludeId: number;
  value?: number;
  onChange(id: number | undefined, lead: LeadRecord | undefined): void;
}

export function LeadSearchSelect({ excludeId, value, onChange }: LeadSearchSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { result, query } = useList<LeadRecord>({
    resource: "leads",
    filters: [
      { field: "id", operator: "ne", value: excludeId },
      ...(search ? [{ field: "q", operator: "eq" as const, value: search }] : []),
    ],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { currentPage: 1, pageSize: 20, mode: "server" },
  });
  const leads = result?.data ?? [];
  return (
    <Select
      showSearch
      allowClear
      value={value}
      filterOption={false}
      onSearch={setTyped}
      loading={query.isFetching}
      placeholder={t("lead-detail:merge.searchPlaceholder")}
      aria-label={t("lead-detail:merge.searchPlaceholder")}
      notFoundContent={query.isFetching ? "…" : t("lead-detail:merge.noMatches")}
      onChange={(id: number | undefined) =>
        onChange(
          id,
          leads.find((lead) => lead.id === id),
        )
      }
      style={{ width: "100%" }}
      data-testid="merge-search"
      options={leads.map((lead) => ({
        value: lead.id,
        label: lead.name,
        title: lead.name,
        detail: [lead.company, lead.email].filter(Boolean).join(" · "),
      }))}
      optionRender={(option) => (
        <div data-testid="merge-option">
          <div>{option.data.label}</div>
          {option.data.detail && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.detail}
            </Typography.Text>
          )}
        </div>
      )}
    />
  );
}
