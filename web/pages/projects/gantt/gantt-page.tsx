// /projects/gantt: projects, phases, tasks and milestones on a dhtmlx-gantt timeline, with their
// dependencies. Bars, progress and links are edited in place and saved through the API; whoever
// may not edit (clients, or rows outside a commercial user's projects) gets them read-only.
import { useEffect, useRef } from "react";
import { useCan } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Alert, Grid, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { GanttChart, type GanttChartHandle } from "./gantt-chart";
import { GanttToolbar } from "./gantt-toolbar";
import { useGanttActions } from "./use-gantt-actions";
import { useGanttData } from "./use-gantt-data";
import { useGanttFilters } from "./use-gantt-filters";

export function ProjectsGanttPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { filters, zoom, setFilter, setZoom } = useGanttFilters();
  const handle = useRef<GanttChartHandle>(null);
  const { data, loading, live } = useGanttData(filters, () => handle.current?.busy() ?? false);
  const actions = useGanttActions(() => handle.current?.chart());
  const canEdit = useCan({ resource: "tasks", action: "edit" });
  const readonly = !canEdit.data?.can;
  const empty = !loading && data !== undefined && data.data.length === 0;
  useUndoKey(actions.undo, !readonly);

  return (
    <List title={t("gantt:title")} canCreate={false}>
      <GanttToolbar
        filters={filters}
        zoom={zoom}
        readonly={readonly && !canEdit.isLoading}
        onFilter={setFilter}
        onZoom={setZoom}
        onToday={() => handle.current?.showToday()}
        undo={readonly ? undefined : { can: actions.canUndo, run: () => void actions.undo() }}
      />
      {empty && (
        <Alert
          type="warning"
          showIcon
          message={t("gantt:empty")}
          style={{ marginBottom: 12 }}
          data-testid="gantt-empty"
        />
      )}
      <Spin spinning={loading}>
        <GanttChart
          handle={handle}
          data={data}
          keepView={live}
          zoom={zoom}
          readonly={readonly}
          compact={!screens.md}
          editing={actions.editing}
          links={actions.links}
          onOpen={actions.open}
        />
      </Spin>
    </List>
  );
}

/** Ctrl+Z (⌘Z) undoes the last drag, unless the user is typing in a field (which undoes its own text). */
function useUndoKey(undo: () => Promise<void>, enabled: boolean): void {
  const latest = useRef(undo);
  latest.current = undo;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== "z")
        return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true], .ant-modal")) return;
      event.preventDefault();
      void latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
