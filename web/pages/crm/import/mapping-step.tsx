// The wizard's second step: which column of the file fills each lead field (prefilled with the
// API's guess), above the file's first rows so the user sees what each column holds.
import { Alert, Select, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { Mapping, UploadedImport } from "./lead-import-api";
import { MAPPABLE_FIELDS, type MappableField } from "../../../../resources/crm/lead-import-fields";

interface MappingStepProps {
  upload: UploadedImport;
  mapping: Mapping;
  onChange(mapping: Mapping): void;
}

const SAMPLE_ROWS = 3;

export function MappingStep({ upload, mapping, onChange }: MappingStepProps) {
  const { t } = useTranslation();
  const options = upload.columns.map((column) => ({ value: column, label: column }));
  const set = (field: MappableField, column: string | undefined) => {
    const next = { ...mapping };
    if (column) next[field] = column;
    else delete next[field];
    onChange(next);
  };
  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="import-mapping">
      <Typography.Text type="secondary">{t("crm-import:mapping.intro")}</Typography.Text>
      {!mapping.name && <Alert type="warning" showIcon message={t("crm-import:mapping.nameRequired")} />}
      <Table
        size="small"
        pagination={false}
        rowKey="field"
        dataSource={MAPPABLE_FIELDS.map((field) => ({ field }))}
        columns={[
          {
            key: "field",
            title: t("crm-import:mapping.field"),
            render: (_: unknown, { field }) => t(`crm-import:fields.${field}`),
          },
          {
            key: "column",
            title: t("crm-import:mapping.column"),
            render: (_: unknown, { field }) => (
              <Select
                allowClear
                showSearch
                value={mapping[field]}
                onChange={(column?: string) => set(field, column)}
                options={options}
                placeholder={t("crm-import:mapping.none")}
                aria-label={t(`crm-import:fields.${field}`)}
                data-testid={`mapping-${field}`}
                style={{ width: "100%", minWidth: 180 }}
              />
            ),
          },
        ]}
      />
      {upload.sample.length > 0 && (
        <>
          <Typography.Text strong>{t("crm-import:mapping.sample")}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            scroll={{ x: "max-content" }}
            rowKey={(_, index) => String(index)}
            dataSource={upload.sample
              .slice(0, SAMPLE_ROWS)
              .map((cells) => Object.fromEntries(upload.columns.map((c, i) => [c, cells[i] ?? ""])))}
            columns={upload.columns.map((column) => ({
              key: column,
              dataIndex: column,
              title: column,
              ellipsis: true,
            }))}
          />
        </>
      )}
    </Space>
  );
}
