// /tasks/kanban and /tasks/kanban/:projectId (docs/product.md#screens-and-routes): the tasks by task state on the
// generic board, for one project or for all of them (then with a project picker among the filters),
// and a "New task" form that starts in the project shown and the board's first column.
import { useMemo, useState } from "react";
import { useCan, useInvalidate } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CardCreateModal } from "../../components/kanban/card-create-modal";
import { FilterBar } from "../../components/list/filter-bar";
import { KanbanBoard } from "../../components/kanban/kanban-board";
import { useBoardColumns } from "../../components/kanban/use-board-columns";
import { filtersFromParams, parseParam } from "../../components/list/url-filters";
import { useDeclaredFilters } from "../../components/list/declared-filters";
import { NotFoundPage } from "../not-found";
import { ProjectBoardBreadcrumb } from "./kanban/project-board-breadcrumb";
import { TasksBoardTitle } from "./kanban/tasks-board-title";
import { tasks } from "../../../resources/projects/tasks";

export function TasksKanbanPage() {
  const { t } = useTranslation();
  const def = tasks;
  const { projectId } = useParams();
  const [params] = useSearchParams();
  const project = projectId !== undefined && /^\d{1,12}$/.test(projectId) ? Number(projectId) : undefined;
  const fixed = useMemo(() => (project === undefined ? undefined : { project_id: project }), [project]);
  // The board's declared filters, less those the page fixes (its project).
  const specs = useDeclaredFilters(def, { from: def.board?.filters, except: Object.keys(fixed ?? {}) });
  const paramText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the address text, params is new each render
  const filters = useMemo(() => filtersFromParams(def, specs, params), [def, specs, paramText]);
  const mayCreate = useCan({ resource: def.name, action: "create" }).data?.can ?? false;
  const { columns } = useBoardColumns(def, null);
  const [creating, setCreating] = useState(false);
  const invalidate = useInvalidate();

  if (projectId !== undefined && project === undefined) return <NotFoundPage />;
  const chosenProject = project ?? parseParam(def.fields.project_id, params.get("project_id"));

  return (
    <List
      title={<TasksBoardTitle projectId={project} />}
      breadcrumb={project === undefined ? undefined : <ProjectBoardBreadcrumb projectId={project} />}
      headerButtons={
        mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t("kanban:tasks.newTask")}
          </Button>
        ) : null
      }
    >
      <FilterBar def={def} specs={specs} visible={4} />
      <KanbanBoard def={def} fixedFilters={fixed} filters={filters} />
      {/* Only for those who may create: its pickers ask for option lists a client may not read. */}
      {mayCreate && (
        <CardCreateModal
          def={def}
          open={creating}
          initialValues={{ project_id: chosenProject, task_state_id: columns[0]?.value }}
          onClose={() => setCreating(false)}
          onCreated={() => void invalidate({ resource: def.name, invalidates: ["resourceAll"] })}
        />
      )}
    </List>
  );
}
