// Picks a lead by typing part of its name, email, company or phone (GET /api/leads?q=). The lead
// already chosen keeps its name among the options even when the search does not find it.
import { useEffect, useRef, useState } from "react";
import { Select, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { searchLeads, type LeadOption } from "./calendar-api";

const SEARCH_DELAY_MS = 250;

interface LeadPickerProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The chosen lead's name, known from the activity. */
  initial?: { id: number; name: string | null } | null;
  id?: string;
}

function label(lead: LeadOption): string {
  return lead.company ? `${lead.name} · ${lead.company}` : lead.name;
}

export function LeadPicker({ value, onChange, initial, id }: LeadPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<LeadOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The lead picked, so a later search that leaves it out does not turn its name into an id.
  const [chosen, setChosen] = useState<LeadOption | null>(
    initial ? { id: initial.id, name: initial.name ?? `#${initial.id}` } : null,
  );

  useEffect(() => {
    const controller = new AbortController();
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        setLoading(true);
        searchLeads(query, controller.signal)
          .then(setOptions)
          .catch(() => undefined)
          .finally(() => !controller.signal.aborted && setLoading(false));
      },
      query ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer.current);
      controller.abort();
    };
  }, [query]);

  const shown = [...options];
  if (chosen && chosen.id === value && !shown.some((lead) => lead.id === chosen.id)) shown.unshift(chosen);

  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      onChange={(next) => {
        setChosen(shown.find((lead) => lead.id === next) ?? null);
        onChange?.(next ?? null);
      }}
      onSearch={setQuery}
      placeholder={t("calendar:form.leadPlaceholder")}
      notFoundContent={loading ? <Spin size="small" /> : t("calendar:form.noLeads")}
      options={shown.map((lead) => ({ value: lead.id, label: label(lead) }))}
      data-testid="activity-lead"
    />
  );
}
