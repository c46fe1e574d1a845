// One declared field on a card: enums (priorities) as coloured tags, a progress as a small bar,
// everything else as the generated field display reads it (dates formatted, references named).
import type { ResourceDef } from "../../../resources/kit/types";
import { Progress, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { FieldDisplay } from "../../resource-pages/field-display";
import { enumColor } from "../child-records/tag-colors";
import styles from "./kanban.module.css";

interface CardFieldProps {
  def: ResourceDef;
  name: string;
  value: unknown;
}

/** How a field sits on a card: in the row of tags, as a full-width bar, or as a labelled line. */
export function cardFieldKind(def: ResourceDef, name: string): "tag" | "bar" | "line" {
  const field = def.fields[name];
  if (field?.type === "enum" || field?.type === "boolean") return "tag";
  if (name === "progress" && field?.type === "integer") return "bar";
  return "line";
}

export function CardField({ def, name, value }: CardFieldProps) {
  const { t } = useTranslation();
  const kind = cardFieldKind(def, name);
  const label = t(`resources:${def.name}.fields.${name}`);
  if (kind === "bar") {
    return <Progress percent={Number(value ?? 0)} size="small" aria-label={label} className={styles.progress} />;
  }
  if (kind === "tag" && def.fields[name].type === "enum") {
    if (value === null || value === undefined || value === "") return null;
    return (
      <Tag color={enumColor(value)} title={label} className={styles.tag}>
        {t(`resources:${def.name}.options.${name}.${String(value)}`, { defaultValue: String(value) })}
      </Tag>
    );
  }
  if (kind === "tag") return <FieldDisplay def={def} name={name} value={value} />;
  if (value === null || value === undefined || value === "") return null;
  return (
    <div className={styles.line}>
      <span className={styles.lineLabel}>{label}</span>
      <span className={styles.lineValue}>
        <FieldDisplay def={def} name={name} value={value} />
      </span>
    </div>
  );
}
