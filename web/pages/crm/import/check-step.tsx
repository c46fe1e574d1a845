// The wizard's third step: the dry run's counts, each row with a problem (its errors and the
// existing leads it may duplicate), and what to skip when importing.
import { useNavigation } from "@refinedev/core";
import { Alert, Checkbox, Col, Row, Space, Statistic, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DuplicateList, DuplicateReasons, duplicatesOf } from "../../../resource-pages/duplicate-list";
import type { DryRun, DryRunRow, FileDuplicate, RunOptions } from "./lead-import-api";

interface CheckStepProps {
  dry: DryRun;
  options: RunOptions;
  onOptions(options: RunOptions): void;
}

/** Whether the import may go ahead: an invalid row is refused unless skipped. */
export function canImport(dry: DryRun, options: RunOptions): boolean {
  return dry.invalid === 0 || options.skip_invalid;
}

function Problems({ row }: { row: DryRunRow }) {
  const { t } = useTranslation();
  const { showUrl } = useNavigation();
  const errors = Object.entries(row.errors ?? {});
  const leads = duplicatesOf(row.duplicates);
  const earlier = (row.duplicates ?? []).filter((d): d is FileDuplicate => !("id" in d) && typeof d.row === "number");
  return (
    <Space direction="vertical" size={2}>
      {errors.map(([field, messages]) => (
        <Typography.Text key={field} type="danger">
          {t(`crm-import:fields.${field}`, { defaultValue: field })}: {[messages].flat().join(" ")}
        </Typography.Text>
      ))}
      {leads.length > 0 && <DuplicateList matches={leads} urlOf={(id) => showUrl("leads", id)} />}
      {earlier.map((d) => (
        <Space key={d.row} size={8} wrap data-testid="file-duplicate">
          <Typography.Text>{t("crm-import:check.earlierRow", { row: d.row })}</Typography.Text>
          <DuplicateReasons reasons={d.reasons} />
        </Space>
      ))}
    </Space>
  );
}

export function CheckStep({ dry, options, onOptions }: CheckStepProps) {
  const { t } = useTranslation();
  const figures = [
    { key: "total", value: dry.total },
    { key: "valid", value: dry.valid },
    { key: "invalid", value: dry.invalid, color: dry.invalid ? "#cf1322" : undefined },
    { key: "duplicates", value: dry.duplicates, color: dry.duplicates ? "#d46b08" : undefined },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="import-check">
      <Row gutter={[12, 12]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={6}>
            <Statistic
              title={t(`crm-import:check.${f.key}`)}
              value={f.value}
              valueStyle={{ color: f.color }}
              data-testid={`import-count-${f.key}`}
            />
          </Col>
        ))}
      </Row>
      {dry.rows.length === 0 ? (
        <Alert type="success" showIcon message={t("crm-import:check.allGood")} />
      ) : (
        <Table
          size="small"
          rowKey="row"
          dataSource={dry.rows}
          pagination={dry.rows.length > 10 ? { pageSize: 10, size: "small" } : false}
          scroll={{ x: "max-content" }}
          data-testid="import-problems"
          columns={[
            { key: "row", dataIndex: "row", title: t("crm-import:check.row"), width: 70 },
            {
              key: "lead",
              title: t("crm-import:check.lead"),
              render: (_: unknown, row: DryRunRow) => String(row.values?.name ?? row.values?.email ?? "—"),
            },
            {
              key: "problems",
              title: t("crm-import:check.problems"),
              render: (_: unknown, row: DryRunRow) => <Problems row={row} />,
            },
          ]}
        />
      )}
      <Space direction="vertical" size={4}>
        <Checkbox
          checked={options.skip_duplicates}
          disabled={dry.duplicates === 0}
          onChange={(e) => onOptions({ ...options, skip_duplicates: e.target.checked })}
          data-testid="skip-duplicates"
        >
          {t("crm-import:check.skipDuplicates")}
        </Checkbox>
        <Checkbox
          checked={options.skip_invalid}
          disabled={dry.invalid === 0}
          onChange={(e) => onOptions({ ...options, skip_invalid: e.target.checked })}
          data-testid="skip-invalid"
        >
          {t("crm-import:check.skipInvalid")}
        </Checkbox>
      </Space>
      {dry.invalid > 0 && !options.skip_invalid && (
        <Alert type="warning" showIcon message={t("crm-import:check.invalidBlocks")} />
      )}
    </Space>
  );
}
