// The task's records in tabs (comments, dependencies, time, notes, files), the open tab kept in
// the URL (?tab=) so a reload or a shared link opens the same one. Tabs of records the user may
// not list (a client: time and notes) are not offered.
import { useCan } from "@refinedev/core";
import { Card, Grid, Tabs } from "antd";
import { useUrlParams } from "../../../components/use-url-params";
import { useTranslation } from "react-i18next";
import { AttachmentsPanel } from "../../../components/attachments-panel";
import { NotesPanel } from "../../../components/notes-panel";
import { CommentsSection } from "./comments/comments-section";
import { DependenciesSection } from "./dependencies/dependencies-section";
import type { TaskRecord } from "./task-record";
import { TimeSection } from "./time/time-section";
import { phoneTabBar } from "../../../components/phone-tab-bar";

export const TASK_TABS = ["comments", "dependencies", "time", "notes", "files"] as const;
export type TaskTab = (typeof TASK_TABS)[number];

const TAB_RESOURCES: Record<TaskTab, string> = {
  comments: "task-comments",
  dependencies: "task-dependencies",
  time: "time-entries",
  notes: "task-notes",
  files: "task-files",
};

interface TaskTabsProps {
  task: TaskRecord;
  /** Called when something that rolls up into the task changed (time entries, dates). */
  onChanged(): void;
}

export function TaskTabs({ task, onChanged }: TaskTabsProps) {
  const { t } = useTranslation();
  const [params, updateParams] = useUrlParams();
  const screens = Grid.useBreakpoint();
  const allowed: Record<TaskTab, boolean> = {
    comments: useCan({ resource: TAB_RESOURCES.comments, action: "list" }).data?.can ?? false,
    dependencies: useCan({ resource: TAB_RESOURCES.dependencies, action: "list" }).data?.can ?? false,
    time: useCan({ resource: TAB_RESOURCES.time, action: "list" }).data?.can ?? false,
    notes: useCan({ resource: TAB_RESOURCES.notes, action: "list" }).data?.can ?? false,
    files: useCan({ resource: TAB_RESOURCES.files, action: "list" }).data?.can ?? false,
  };
  const visible = TASK_TABS.filter((tab) => allowed[tab]);
  const wanted = params.get("tab");
  const active = visible.find((tab) => tab === wanted) ?? visible[0];

  const content: Record<TaskTab, () => React.ReactNode> = {
    comments: () => <CommentsSection taskId={task.id} />,
    dependencies: () => <DependenciesSection task={task} onChanged={onChanged} />,
    time: () => <TimeSection taskId={task.id} onChanged={onChanged} />,
    notes: () => <NotesPanel resource="task-notes" parentField="task_id" parentId={task.id} />,
    files: () => <AttachmentsPanel resource="task-files" parentField="task_id" parentId={task.id} />,
  };

  if (!active) return null;
  const choose = (key: string) => updateParams((next) => next.set("tab", key), { replace: true });
  const items = visible.map((tab) => ({
    key: tab,
    label: <span data-testid={`task-tab-${tab}`}>{t(`tasks:tabs.${tab}`)}</span>,
    children: tab === active ? content[tab]() : null,
  }));
  return (
    <Card
      style={{ marginTop: 16 }}
      styles={{ body: { paddingTop: 4, paddingInline: screens.sm ? 24 : 12 } }}
      data-testid="task-tabs"
    >
      <Tabs
        activeKey={active}
        onChange={choose}
        items={items}
        renderTabBar={
          screens.sm ? undefined : phoneTabBar({ label: t("tasks:tabs.label"), items, active, onChange: choose })
        }
      />
    </Card>
  );
}
