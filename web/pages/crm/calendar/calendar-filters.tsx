// Owner (admins only: a commercial user sees their own activities, the API's scope) and type,
// above the calendar, with the types' colours as a legend.
import { Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../resource-pages/reference-select";
import { TYPE_COLORS } from "./calendar-events";
import { ACTIVITY_TYPES, type CalendarFilters } from "./calendar-types";
import { TypeIcon } from "./type-icon";

interface CalendarFiltersBarProps {
  filters: CalendarFilters;
  showOwner: boolean;
  onChange: (name: keyof CalendarFilters, value: string | number | null | undefined) => void;
}

export function CalendarFiltersBar({ filters, showOwner, onChange }: CalendarFiltersBarProps) {
  const { t } = useTranslation();
  const typeLabel = (type: string) => t(`resources:lead-activities.options.type.${type}`);
  return (
    <Space
      wrap
      size={[12, 8]}
      style={{ marginBottom: 12, width: "100%", justifyContent: "space-between" }}
      data-testid="calendar-filters"
    >
      <Space wrap size={[8, 8]}>
        {showOwner && (
          <ReferenceSelect
            resource="team-members"
            value={filters.owner_id ?? null}
            onChange={(value) => onChange("owner_id", value === null ? null : Number(value))}
            allowClear
            showSearch
            placeholder={t("calendar:filters.owner")}
            aria-label={t("calendar:filters.owner")}
            data-testid="calendar-filter-owner"
            style={{ width: 220, minWidth: 160 }}
          />
        )}
        <Select
          value={filters.type}
          onChange={(value) => onChange("type", value ?? null)}
          allowClear
          placeholder={t("calendar:filters.type")}
          aria-label={t("calendar:filters.type")}
          data-testid="calendar-filter-type"
          style={{ width: 180 }}
          options={ACTIVITY_TYPES.map((type) => ({
            value: type,
            label: (
              <Space size={6}>
                <TypeIcon type={type} />
                {typeLabel(type)}
              </Space>
            ),
          }))}
        />
      </Space>
      <Space wrap size={[12, 4]} aria-label={t("calendar:legend")} data-testid="calendar-legend">
        {ACTIVITY_TYPES.map((type) => (
          <Legend key={type} color={TYPE_COLORS[type]} label={typeLabel(type)} />
        ))}
        <Legend color="#cf1322" label={t("calendar:overdue")} />
        <Legend color="#d9d9d9" label={t("calendar:done")} />
      </Space>
    </Space>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6, fontSize: 12 }}>
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: 2, background: color, display: "inline-block" }}
      />
      {label}
    </span>
  );
}
