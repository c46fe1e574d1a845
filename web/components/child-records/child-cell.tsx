// How one cell of a child-records table reads: the generated field display, with a few richer
// forms for compact tables (a progress bar, coloured enum and state tags, formatted hours).
import type { BaseKey } from "@refinedev/core";
import { Progress, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { optionLabel } from "../../../resources/kit/option-label";
import type { ResourceDef } from "../../../resources/kit/types";
import { FieldDisplay } from "../../resource-pages/field-display";
import { hasColor, ReferenceTag } from "./reference-tag";
import { enumColor } from "./tag-colors";

interface ChildCellProps {
  def: ResourceDef;
  name: string;
  value: unknown;
  referenceIds?: BaseKey[];
}

export function ChildCell({ def, name, value, referenceIds }: ChildCellProps) {
  const { t, i18n } = useTranslation();
  const field = def.fields[name];
  if (value === null || value === undefined || value === "")
    return <Typography.Text type="secondary">—</Typography.Text>;
  if (name === "progress" && field?.type === "integer") {
    const label = t(`resources:${def.name}.fields.${name}`);
    return <Progress percent={Number(value)} size="small" style={{ width: 110, margin: 0 }} aria-label={label} />;
  }
  if (field?.type === "enum") {
    const label = optionLabel(t, i18n.language, def.name, name, field, String(value));
    return <Tag color={enumColor(value)}>{label}</Tag>;
  }
  if (field?.type === "reference" && hasColor(field.reference)) {
    return <ReferenceTag resource={field.reference!} id={value as BaseKey} ids={referenceIds} />;
  }
  if (field?.type === "number") {
    return <span>{new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(Number(value))}</span>;
  }
  if (field?.type === "text") return <span>{String(value)}</span>;
  return <FieldDisplay def={def} name={name} value={value} referenceIds={referenceIds} />;
}
