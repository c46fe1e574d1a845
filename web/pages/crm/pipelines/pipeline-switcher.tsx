// The pipeline picker above the pipeline board: one option per active pipeline.
import type { BaseRecord } from "@refinedev/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";

interface PipelineSwitcherProps {
  pipelines: readonly BaseRecord[];
  value: number | undefined;
  onChange: (id: number) => void;
}

export function PipelineSwitcher({ pipelines, value, onChange }: PipelineSwitcherProps) {
  const { t } = useTranslation();
  return (
    <Select<number>
      aria-label={t("crm-boards:pipelines.choose")}
      data-testid="pipeline-switcher"
      value={value}
      onChange={onChange}
      style={{ minWidth: 220, maxWidth: "100%" }}
      options={pipelines.map((p) => ({ value: p.id as number, label: String(p.name ?? p.id) }))}
    />
  );
}
