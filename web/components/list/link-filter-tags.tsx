// The filters a page applies beyond its filter bar or its columns (a dashboard figure's link:
// "Estado: Nuevo", "Creado ≥ 01/11/2026", "Ganados"), as tags the user can remove one by one.
import type { ReactNode } from "react";
import type { BaseKey } from "@refinedev/core";
import { Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { OVERDUE_FILTER } from "../../../resources/kit/overdue";
import { ruleChoices } from "../../../resources/kit/rule-filters";
import { formatMoney } from "../../resource-pages/money";
import { ReferenceLabel } from "../../resource-pages/reference-label";
import type { FilterValue, LinkOperator } from "./url-filters";

export interface ShownFilter {
  key: string;
  field: string;
  operator: LinkOperator | "in";
  value: FilterValue | FilterValue[];
}

const SIGNS: Record<string, string> = { ne: "≠", gte: "≥", lte: "≤" };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function useFilterWords(def: ResourceDef) {
  const { t, i18n } = useTranslation();
  const isChoice = (field: string) => Boolean(ruleChoices(def, field));
  const label = (field: string) => {
    if (def.fields[field]) return t(`resources:${def.name}.fields.${field}`);
    if (field === OVERDUE_FILTER) return t("overdue:filter");
    // A rule's choice is worded like the bar's filters; a yes/no one, like the flags.
    if (isChoice(field)) return t(`kanban:filters.${field}.label`);
    return t(`kanban:linkFilters.flags.${field}`, { defaultValue: field });
  };
  const value = (field: string, raw: FilterValue): ReactNode => {
    const type = def.fields[field]?.type;
    if (isChoice(field)) return t(`kanban:filters.${field}.${String(raw)}`);
    if (typeof raw === "boolean") return raw ? t("list.yes") : t("list.no");
    switch (type) {
      case "enum":
        return t(`resources:${def.name}.options.${field}.${String(raw)}`, { defaultValue: String(raw) });
      case "money":
        return formatMoney(raw, i18n.language);
      case "date":
      case "datetime":
        return dayjs(String(raw))
          .locale(i18n.language)
          .format(DATE_ONLY.test(String(raw)) ? "L" : "L LT");
      case "reference":
        return <ReferenceLabel resource={def.fields[field].reference!} id={raw as BaseKey} />;
      default:
        return String(raw);
    }
  };
  return { t, label, value, isChoice };
}

function FilterText({ def, filter }: { def: ResourceDef; filter: ShownFilter }) {
  const { t, label, value, isChoice } = useFilterWords(def);
  const derived = !def.fields[filter.field];
  // A yes/no filter of its own (`won=true`) reads as its name; `false` as "name: No".
  if (derived && !isChoice(filter.field) && filter.value === true) return <>{label(filter.field)}</>;
  const values = [filter.value].flat();
  const sign =
    filter.operator === "contains"
      ? ` ${t("kanban:linkFilters.contains")} `
      : SIGNS[filter.operator]
        ? ` ${SIGNS[filter.operator]} `
        : ": ";
  return (
    <>
      {label(filter.field)}
      {sign}
      {values.map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one filter's values as text, replaced as a whole
        <span key={i}>
          {i > 0 && ", "}
          {value(filter.field, v)}
        </span>
      ))}
    </>
  );
}

export function LinkFilterTags({
  def,
  filters,
  onRemove,
}: {
  def: ResourceDef;
  filters: readonly ShownFilter[];
  onRemove: (filter: ShownFilter) => void;
}) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <Space wrap size={[4, 4]} data-testid="link-filters" style={{ marginBottom: 8 }}>
      <Typography.Text type="secondary">{t("kanban:linkFilters.title")}</Typography.Text>
      {filters.map((filter) => (
        <Tag
          key={filter.key}
          color="blue"
          closable
          closeIcon
          onClose={(e) => {
            e.preventDefault();
            onRemove(filter);
          }}
          data-testid="link-filter"
        >
          <FilterText def={def} filter={filter} />
        </Tag>
      ))}
    </Space>
  );
}
