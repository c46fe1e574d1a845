// The project's records in tabs (phases, tasks, notes, files, issues, milestones), the open tab
// kept in the URL (?tab=) so a reload or a shared link opens the same one. Notes are staff-only:
// their tab is not offered to a user who may not list them (clients).
import type { BaseRecord } from "@refinedev/core";
import { useCan } from "@refinedev/core";
import { Card, Grid, Tabs } from "antd";
import { useUrlParams } from "../../../components/use-url-params";
import { useTranslation } from "react-i18next";
import { ChildRecords } from "../../../components/child-records/child-records";
import { NotesPanel } from "../../../components/notes-panel";
import { AttachmentsPanel } from "../../../components/attachments-panel";
import { phoneTabBar } from "../../../components/phone-tab-bar";

export const PROJECT_TABS = ["phases", "tasks", "notes", "files", "issues", "milestones"] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

const TASK_COLUMNS = ["name", "task_state_id", "assigned_to_name", "priority", "progress", "due_date", "actual_hours"];

interface ProjectTabsProps {
  projectId: number;
  /** Called when the project's children change: its roll-ups (progress, hours) may have moved. */
  onChanged: () => void;
}

export function ProjectTabs({ projectId, onChanged }: ProjectTabsProps) {
  const { t } = useTranslation();
  const [params, updateParams] = useUrlParams();
  const screens = Grid.useBreakpoint();
  const mayReadNotes = useCan({ resource: "project-notes", action: "list" }).data?.can ?? false;
  const visible = PROJECT_TABS.filter((tab) => tab !== "notes" || mayReadNotes);
  const wanted = params.get("tab");
  const active = visible.find((tab) => tab === wanted) ?? "phases";

  const children = (resource: string, extra: { columns?: string[]; rowPath?(row: BaseRecord): string } = {}) => (
    <ChildRecords resource={resource} parentField="project_id" parentId={projectId} onChanged={onChanged} {...extra} />
  );
  const content: Record<ProjectTab, () => React.ReactNode> = {
    phases: () => children("project-phases"),
    tasks: () => children("tasks", { columns: TASK_COLUMNS, rowPath: (row) => `/tasks/${row.id}` }),
    notes: () => <NotesPanel resource="project-notes" parentField="project_id" parentId={projectId} />,
    files: () => <AttachmentsPanel resource="project-files" parentField="project_id" parentId={projectId} />,
    issues: () => children("project-issues"),
    milestones: () => children("project-milestones"),
  };

  const choose = (key: string) => updateParams((next) => next.set("tab", key), { replace: true });
  const items = visible.map((tab) => ({
    key: tab,
    label: t(`project-detail:tabs.${tab}`),
    children: tab === active ? content[tab]() : null,
  }));
  return (
    <Card style={{ marginTop: 16 }} styles={{ body: { paddingTop: 4, paddingInline: screens.sm ? 24 : 12 } }}>
      <Tabs
        activeKey={active}
        onChange={choose}
        items={items}
        renderTabBar={
          screens.sm
            ? undefined
            : phoneTabBar({ label: t("project-detail:tabs.label"), items, active, onChange: choose })
        }
      />
    </Card>
  );
}
