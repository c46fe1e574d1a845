// Filters (project, manager, state), zoom, a jump to today and the undo of the last drag, above the chart.
import { useCan } from "@refinedev/core";
import { Button, Segmented, Space, Tag, Tooltip } from "antd";
import { LockOutlined, UndoOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../resource-pages/reference-select";
import type { GanttFilters } from "./gantt-api";
import { ZOOM_LEVELS, type ZoomLevel } from "./gantt-types";
import type { FilterKey } from "./use-gantt-filters";

interface GanttToolbarProps {
  filters: GanttFilters;
  zoom: ZoomLevel;
  /** Shown as a tag: the user may look but not change anything. */
  readonly: boolean;
  onFilter: (name: FilterKey, value: number | null | undefined) => void;
  onZoom: (level: ZoomLevel) => void;
  onToday: () => void;
  /** Shown to whoever may edit; enabled once a drag was saved. */
  undo?: { can: boolean; run: () => void };
}

const FILTERS: { name: FilterKey; resource: string; label: string }[] = [
  { name: "project_id", resource: "projects", label: "filters.project" },
  { name: "manager_id", resource: "project-managers", label: "filters.manager" },
  { name: "project_state_id", resource: "project-states", label: "filters.state" },
];

export function GanttToolbar({ filters, zoom, readonly, onFilter, onZoom, onToday, undo }: GanttToolbarProps) {
  const { t } = useTranslation();
  // Clients may not list project managers: that filter is not theirs.
  const managers = useCan({ resource: "project-managers", action: "list" });
  const shown = FILTERS.filter((f) => f.name !== "manager_id" || managers.data?.can);

  return (
    <Space
      wrap
      size={[12, 12]}
      style={{ marginBottom: 12, width: "100%", justifyContent: "space-between" }}
      data-testid="gantt-toolbar"
    >
      <Space wrap size={[8, 8]}>
        {shown.map((f) => (
          <ReferenceSelect
            key={f.name}
            resource={f.resource}
            value={filters[f.name] ?? null}
            onChange={(value) => onFilter(f.name, value === null ? null : Number(value))}
            allowClear
            showSearch
            placeholder={t(`gantt:${f.label}`)}
            aria-label={t(`gantt:${f.label}`)}
            data-testid={`gantt-filter-${f.name}`}
            style={{ width: 220, minWidth: 160 }}
          />
        ))}
      </Space>
      <Space wrap size={[8, 8]}>
        {readonly && (
          <Tooltip title={t("gantt:readonlyNotice")}>
            <Tag icon={<LockOutlined />} data-testid="gantt-readonly">
              {t("gantt:readonly")}
            </Tag>
          </Tooltip>
        )}
        <Segmented<ZoomLevel>
          aria-label={t("gantt:zoom.label")}
          data-testid="gantt-zoom"
          value={zoom}
          onChange={onZoom}
          options={ZOOM_LEVELS.map((level) => ({ value: level, label: t(`gantt:zoom.${level}`) }))}
        />
        {undo && (
          <Tooltip title={t("gantt:undoHint")}>
            <Button
              icon={<UndoOutlined />}
              disabled={!undo.can}
              onClick={undo.run}
              aria-keyshortcuts="Control+Z"
              data-testid="gantt-undo"
            >
              {t("gantt:undo")}
            </Button>
          </Tooltip>
        )}
        <Button onClick={onToday}>{t("gantt:today")}</Button>
      </Space>
    </Space>
  );
}
