// Picks another task of the same project, searching by name on the server.
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";

interface TaskPickerProps {
  projectId: number;
  /** Tasks that may not be chosen (the task itself, those already linked). */
  exclude: number[];
  value: number | null;
  onChange(value: number | null): void;
}

export function TaskPicker({ projectId, exclude, value, onChange }: TaskPickerProps) {
  const { t } = useTranslation();
  const { selectProps } = useSelect({
    resource: "tasks",
    optionLabel: "name" as never,
    optionValue: "id" as never,
    filters: [{ field: "project_id", operator: "eq", value: projectId }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 50, mode: "server" },
    // The API searches names with `q` (the declared list search).
    onSearch: (text) => (text ? [{ field: "q", operator: "eq", value: text }] : []),
  });
  const options = (selectProps.options ?? []).filter((o) => !exclude.includes(Number(o.value)));
  return (
    <Select
      {...(selectProps as SelectProps)}
      options={options}
      value={value ?? undefined}
      onChange={(v) => onChange((v as unknown as number | undefined) ?? null)}
      allowClear
      placeholder={t("tasks:dependencies.pick")}
      aria-label={t("tasks:dependencies.pick")}
      style={{ minWidth: 240, flex: 1 }}
      data-testid="dependency-picker"
    />
  );
}
