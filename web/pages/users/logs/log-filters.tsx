import type { CrudFilter } from "@refinedev/core";
import { useSelect } from "@refinedev/antd";
import { Button, DatePicker, Input, Select, Space, type SelectProps } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { actionLabel, KNOWN_ACTIONS, KNOWN_RESOURCES, resourceLabel } from "./log-labels";

export interface LogFilterValues {
  user_id?: number;
  resource?: string;
  action?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  q?: string;
}

/** The filter bar as the API's query: the date range covers whole days in the reader's zone. */
export function toCrudFilters(values: LogFilterValues): CrudFilter[] {
  const [from, to] = values.range ?? [null, null];
  return [
    { field: "user_id", operator: "eq", value: values.user_id },
    { field: "resource", operator: "eq", value: values.resource },
    { field: "action", operator: "eq", value: values.action },
    { field: "created_at", operator: "gte", value: from ? from.startOf("day").toISOString() : undefined },
    { field: "created_at", operator: "lte", value: to ? to.endOf("day").toISOString() : undefined },
    { field: "q", operator: "eq", value: values.q?.trim() || undefined },
  ];
}

interface UserOption {
  id: number;
  name: string;
  lastname?: string | null;
  email: string;
}

export function LogFilters({
  values,
  onChange,
}: {
  values: LogFilterValues;
  onChange: (next: LogFilterValues) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<LogFilterValues>) => onChange({ ...values, ...patch });
  const { selectProps: userSelect } = useSelect<UserOption>({
    resource: "users",
    optionLabel: (u) => `${[u.name, u.lastname].filter(Boolean).join(" ")} · ${u.email}`,
    optionValue: "id",
    onSearch: (value) => [{ field: "q", operator: "eq", value: value.trim() || undefined }],
    pagination: { pageSize: 20, mode: "server" },
  });

  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="log-filters">
      <Select
        {...(userSelect as SelectProps)}
        allowClear
        showSearch
        placeholder={t("logs:filters.user")}
        aria-label={t("logs:filters.user")}
        style={{ width: 240 }}
        value={values.user_id}
        onChange={(v) => set({ user_id: v === undefined || v === null ? undefined : Number(v) })}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t("logs:filters.resource")}
        aria-label={t("logs:filters.resource")}
        style={{ width: 220 }}
        value={values.resource}
        onChange={(v) => set({ resource: v })}
        options={KNOWN_RESOURCES.map((r) => ({ value: r, label: resourceLabel(t, r) }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t("logs:filters.action")}
        aria-label={t("logs:filters.action")}
        style={{ width: 200 }}
        value={values.action}
        onChange={(v) => set({ action: v })}
        options={KNOWN_ACTIONS.map((a) => ({ value: a, label: actionLabel(t, a) }))}
      />
      <DatePicker.RangePicker
        aria-label={t("logs:filters.dates")}
        placeholder={[t("logs:filters.from"), t("logs:filters.to")]}
        value={values.range ?? null}
        onChange={(range) => set({ range: range as LogFilterValues["range"] })}
      />
      <Input.Search
        allowClear
        placeholder={t("logs:filters.search")}
        aria-label={t("logs:filters.search")}
        style={{ width: 200 }}
        defaultValue={values.q}
        onSearch={(q) => set({ q })}
      />
      <Button onClick={() => onChange({})}>{t("logs:filters.clear")}</Button>
    </Space>
  );
}
