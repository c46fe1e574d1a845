// The red "overdue" tag of a row past its date and not done (a task due yesterday at 90 %, a
// project past its end date short of 100 %), by the resource's `overdue` declaration, the same
// rule the API's `overdue` filter applies.
import type { BaseRecord } from "@refinedev/core";
import { Tag } from "antd";
import { ClockCircleOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { isOverdue } from "../../../resources/kit/overdue";
import type { ResourceDef } from "../../../resources/kit/types";

export function OverdueTag({ def, row, className }: { def: ResourceDef; row: BaseRecord; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!def.overdue || !isOverdue(def, row)) return null;
  const date = dayjs(String(row[def.overdue.date])).locale(i18n.language).format("L");
  return (
    <Tag
      color="red"
      icon={<ClockCircleOutlined />}
      title={t("overdue:title", { date })}
      className={className}
      data-testid="overdue-tag"
    >
      {/* Per resource where the word agrees with it (es: "Vencida" for a task). */}
      {t([`overdue:tag.${def.name}`, "overdue:tag.default"])}
    </Tag>
  );
}
