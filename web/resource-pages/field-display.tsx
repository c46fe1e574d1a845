// Generated read view of one field: how a value of each declared FieldType reads,
// built from the field's declaration in resources/ (shared by the list and the show page).
import type { BaseKey } from "@refinedev/core";
import { Space, Tag, Typography } from "antd";
import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { optionLabel } from "../../resources/kit/option-label";
import type { ResourceDef } from "../../resources/kit/types";
import { ChoiceTags } from "./choices-field";
import { IconValue } from "./icon-registry";
import { ImageThumb } from "./image-thumb";
import { formatMoney } from "./money";
import { ReferenceLabel } from "./reference-label";
import { ReferenceTags } from "./reference-tags";
import { TagList } from "./tag-list";

interface FieldDisplayProps {
  def: ResourceDef;
  name: string;
  value: unknown;
  /** Ids of the same reference field on the whole page, to batch the lookups. */
  referenceIds?: BaseKey[];
}

// How one field reads, shared by the list and the show page.
export function FieldDisplay({ def, name, value, referenceIds }: FieldDisplayProps) {
  const { t, i18n } = useTranslation();
  const field = def.fields[name];
  if (value === null || value === undefined || value === "")
    return <Typography.Text type="secondary">—</Typography.Text>;
  // A computed field (ratio, count) reads like any other of its type.
  switch (field?.type) {
    case "money":
      return <span style={{ whiteSpace: "nowrap" }}>{formatMoney(value, i18n.language)}</span>;
    case "references":
      return (
        <ReferenceTags
          resource={field.reference!}
          ids={Array.isArray(value) ? (value as BaseKey[]) : []}
          pageIds={referenceIds}
        />
      );
    case "choices":
      return <ChoiceTags value={value} />;
    case "tags":
      return <TagList value={value} />;
    case "boolean":
      return value ? (
        <Tag color="green" icon={<CheckOutlined />}>
          {t("list.yes")}
        </Tag>
      ) : (
        <Tag icon={<CloseOutlined />}>{t("list.no")}</Tag>
      );
    case "color":
      return (
        <Space size={6}>
          <span
            aria-hidden
            style={{
              display: "inline-block",
              width: 16,
              height: 16,
              borderRadius: 4,
              background: String(value),
              border: "1px solid rgba(0,0,0,.15)",
              verticalAlign: "middle",
            }}
          />
          <Typography.Text code>{String(value)}</Typography.Text>
        </Space>
      );
    case "icon":
      return <IconValue name={String(value)} />;
    case "enum":
      return <Tag>{optionLabel(t, i18n.language, def.name, name, field, String(value))}</Tag>;
    case "date":
      return <span>{dayjs(String(value)).locale(i18n.language).format("L")}</span>;
    case "datetime":
      return <span>{dayjs(String(value)).locale(i18n.language).format("L LT")}</span>;
    case "reference":
      return <ReferenceLabel resource={field.reference!} id={value as BaseKey} ids={referenceIds} />;
    case "text":
      return <span style={{ whiteSpace: "pre-wrap" }}>{String(value)}</span>;
    // "HH:MM" reads as it is, on the 24-hour clock in both languages.
    case "time":
      return <span style={{ whiteSpace: "nowrap" }}>{String(value)}</span>;
    case "image":
      return <ImageThumb path={String(value)} alt={t(`resources:${def.name}.fields.${name}`)} />;
    default:
      return <span>{String(value)}</span>;
  }
}
