// The field-by-field preview of a merge: this lead's value beside the other's, and for each field
// where they differ a choice of which to keep (this lead's by default). Equal fields are shown
// dimmed, without a choice, so the user sees the whole record that will remain.
import { Radio, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FieldDisplay } from "../../../resource-pages/field-display";
import type { MergeField } from "./lead-api";
import { leads } from "../../../../resources/crm/leads";
import type { ResourceDef } from "../../../../resources/kit/types";

export type MergeSide = "target" | "source";

/** The fields whose value comes from the other lead: the `take` of POST /api/leads/:id/merge. */
export function takenFields(fields: readonly MergeField[], choice: Record<string, MergeSide>): string[] {
  return fields.filter((f) => f.differs && choice[f.field] === "source").map((f) => f.field);
}

/** Differing fields first, then the rest, each group in the API's order; hidden fields left out. */
export function previewRows(fields: readonly MergeField[]): MergeField[] {
  const def: ResourceDef = leads;
  const shown = fields.filter((f) => !def.fields[f.field]?.hidden);
  return [...shown.filter((f) => f.differs), ...shown.filter((f) => !f.differs)];
}

interface MergePreviewTableProps {
  fields: MergeField[];
  targetName: string;
  sourceName: string;
  choice: Record<string, MergeSide>;
  onChoice(field: string, side: MergeSide): void;
}

export function MergePreviewTable({ fields, targetName, sourceName, choice, onChoice }: MergePreviewTableProps) {
  const { t } = useTranslation();
  const def = leads;
  const cell = (row: MergeField, side: MergeSide) => {
    const value = <FieldDisplay def={def} name={row.field} value={row[side]} />;
    if (!row.differs) return <Typography.Text type="secondary">{value}</Typography.Text>;
    return (
      <Radio
        checked={(choice[row.field] ?? "target") === side}
        onChange={() => onChoice(row.field, side)}
        data-testid={`merge-take-${side}-${row.field}`}
        aria-label={
          `${t(`resources:leads.fields.${row.field}`, { defaultValue: row.field })}: `
          + `${side === "target" ? targetName : sourceName}`
        }
      >
        {value}
      </Radio>
    );
  };
  return (
    <Table<MergeField>
      size="small"
      pagination={false}
      rowKey="field"
      scroll={{ x: "max-content" }}
      dataSource={previewRows(fields)}
      data-testid="merge-preview"
      onRow={(row) =>
        ({
          "data-testid": `merge-field-${row.field}`,
          "data-differs": row.differs ? "true" : "false",
        }) as React.HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: "field",
          title: t("lead-detail:merge.field"),
          render: (_, row) => (
            <Typography.Text type={row.differs ? undefined : "secondary"}>
              {t(`resources:leads.fields.${row.field}`, { defaultValue: row.field })}
            </Typography.Text>
          ),
        },
        {
          key: "target",
          title: t("lead-detail:merge.keepThis", { name: targetName }),
          render: (_, row) => cell(row, "target"),
        },
        {
          key: "source",
          title: t("lead-detail:merge.takeOther", { name: sourceName }),
          render: (_, row) => cell(row, "source"),
        },
      ]}
    />
  );
}
