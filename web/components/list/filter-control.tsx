// One filter of a filter bar, the widget chosen by the declared field type: a reference picker,
// an enum or yes/no choice, a from/to pair of numbers or a date range. A reference to a resource
// the user may not list is not offered (its options would be refused).
import { useEffect, useState, type ReactNode } from "react";
import { useCan } from "@refinedev/core";
import { DatePicker, Form, Input, InputNumber, Select, Space } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { ReferenceSelect } from "../../resource-pages/reference-select";
import { OVERDUE_FILTER } from "../../../resources/kit/overdue";
import { isDerivedFilter, parseParam, specField, type FilterSpec, type FilterValue } from "./url-filters";

interface FilterControlProps {
  def: ResourceDef;
  spec: FilterSpec;
  params: URLSearchParams;
  onChange: (changes: Record<string, FilterValue | null | undefined>) => void;
}

/** A number typed in a box is applied when the box is left or Enter is pressed, not per keystroke. */
function NumberBox({
  value,
  label,
  onCommit,
}: {
  value: number | undefined;
  label: string;
  onCommit: (v: number | null) => void;
}) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  useEffect(() => setDraft(value ?? null), [value]);
  const commit = () => (draft ?? undefined) !== value && onCommit(draft);
  return (
    <InputNumber
      aria-label={label}
      placeholder={label}
      value={draft}
      min={0}
      onChange={(v) => setDraft(typeof v === "number" ? v : null)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: "50%" }}
    />
  );
}

function TagBox({
  id,
  value,
  onCommit,
}: {
  id: string;
  value: string | undefined;
  onCommit: (v: string | null) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? "");
  useEffect(() => setDraft(value ?? ""), [value]);
  const commit = () => draft.trim() !== (value ?? "") && onCommit(draft.trim() || null);
  return (
    <Input
      id={id}
      allowClear
      placeholder={t("kanban:filters.any")}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

export function FilterControl({ def, spec, params, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const field = specField(def, spec);
  const derived = isDerivedFilter(def, spec);
  const mayList = useCan({ resource: field?.reference ?? def.name, action: "list" }).data?.can ?? false;
  if (!field || (field.type === "reference" && !mayList)) return null;
  // A derived filter's words: the overdue one's own namespace, the others' in kanban:filters.<name>.
  const label = !derived
    ? t(`resources:${def.name}.fields.${spec.field}`)
    : spec.field === OVERDUE_FILTER
      ? t("overdue:filter")
      : t(`kanban:filters.${spec.field}.label`);
  const id = `filter-${def.name}-${spec.field}`;
  // Several values (a link's) are shown as a tag above, not as this one choice.
  const value = (name: string) => (params.getAll(name).length > 1 ? undefined : parseParam(field, params.get(name)));

  let control: ReactNode;
  if (spec.range && field.type === "date") {
    const [from, to] = [value(`${spec.field}_gte`), value(`${spec.field}_lte`)];
    control = (
      <DatePicker.RangePicker
        id={id}
        format="L"
        allowEmpty={[true, true]}
        style={{ width: "100%" }}
        value={[from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null]}
        onChange={(dates) =>
          onChange({
            [`${spec.field}_gte`]: dates?.[0]?.format("YYYY-MM-DD"),
            [`${spec.field}_lte`]: dates?.[1]?.format("YYYY-MM-DD"),
          })
        }
      />
    );
  } else if (spec.range) {
    control = (
      <Space.Compact id={id} style={{ width: "100%" }}>
        <NumberBox
          value={value(`${spec.field}_gte`) as number | undefined}
          label={t("kanban:filters.min", { field: label })}
          onCommit={(v) => onChange({ [`${spec.field}_gte`]: v })}
        />
        <NumberBox
          value={value(`${spec.field}_lte`) as number | undefined}
          label={t("kanban:filters.max", { field: label })}
          onCommit={(v) => onChange({ [`${spec.field}_lte`]: v })}
        />
      </Space.Compact>
    );
  } else if (field.type === "reference") {
    control = (
      <ReferenceSelect
        id={id}
        resource={field.reference!}
        allowClear
        placeholder={t("kanban:filters.any")}
        style={{ width: "100%", minWidth: 0 }}
        value={(value(spec.field) as number | undefined) ?? null}
        onChange={(v) => onChange({ [spec.field]: v as FilterValue | null })}
      />
    );
  } else if (field.type === "tags") {
    // One label typed, applied on Enter or when the box is left (rows holding it).
    control = (
      <TagBox id={id} value={value(spec.field) as string | undefined} onCommit={(v) => onChange({ [spec.field]: v })} />
    );
  } else {
    const options =
      field.type === "boolean"
        ? [
            { value: "true", label: derived ? t("overdue:only") : t("list.yes") },
            { value: "false", label: derived ? t("overdue:none") : t("list.no") },
          ]
        : (field.options ?? []).map((o) => ({
            value: o,
            label: derived
              ? t(`kanban:filters.${spec.field}.${o}`)
              : t(`resources:${def.name}.options.${spec.field}.${o}`, { defaultValue: o }),
          }));
    const current = value(spec.field);
    control = (
      <Select
        id={id}
        allowClear
        placeholder={t("kanban:filters.any")}
        style={{ width: "100%" }}
        options={options}
        value={current === undefined ? undefined : String(current)}
        onChange={(v) => onChange({ [spec.field]: v ?? null })}
      />
    );
  }
  return (
    <Form.Item label={label} htmlFor={id} style={{ marginBottom: 12 }}>
      {control}
    </Form.Item>
  );
}
