import type { GanttItem, GanttLink, GanttType } from "../../../resources/projects/gantt-answer.js";
import type { GanttRows } from "./gantt-rows.js";

// Rows → dhtmlx-gantt items: one id space with a prefix per kind, progress as a fraction, each
// item under its project (or its phase, for a task in one) and editable when its project says
// that kind of row is.

type Row = Record<string, any>;

const KINDS = {
  project: { prefix: "p", resource: "projects" },
  phase: { prefix: "ph", resource: "project-phases" },
  task: { prefix: "t", resource: "tasks" },
  milestone: { prefix: "m", resource: "project-milestones" },
} as const;

type Placement = Pick<GanttItem, "start_date" | "end_date" | "progress" | "parent" | "editable">;

function item(type: GanttType, row: Row, placement: Placement): GanttItem {
  const { prefix, resource } = KINDS[type];
  return {
    id: `${prefix}${row.id}`,
    type,
    resource,
    record_id: row.id,
    version: row.version,
    text: row.name,
    ...placement,
  };
}

const fraction = (percent: unknown): number => Math.min(1, Math.max(0, Number(percent ?? 0) / 100));

export function ganttItems(rows: GanttRows): { data: GanttItem[]; links: GanttLink[] } {
  const projects = new Map(rows.projects.map((p) => [p.id as number, p]));
  const phaseProject = new Map(rows.phases.map((ph) => [ph.id as number, ph.project_id as number]));
  const may = (projectId: number, kind: "phases_editable" | "tasks_editable" | "milestones_editable") =>
    Boolean(projects.get(projectId)?.[kind]);

  const data: GanttItem[] = [
    ...rows.projects.map((p) =>
      item("project", p, {
        start_date: p.start_date,
        end_date: p.end_date,
        progress: fraction(p.progress),
        parent: null,
        editable: Boolean(p.editable),
      }),
    ),
    ...rows.phases.map((ph) =>
      item("phase", ph, {
        start_date: ph.start_date,
        end_date: ph.end_date,
        progress: fraction(ph.progress),
        parent: `p${ph.project_id}`,
        editable: may(ph.project_id, "phases_editable"),
      }),
    ),
    ...rows.tasks.map((t) => {
      // A phase of another project (data written around the API) would hide the task: fall back to the project.
      const inPhase = t.phase_id !== null && phaseProject.get(t.phase_id) === t.project_id;
      const parent = inPhase ? `ph${t.phase_id}` : `p${t.project_id}`;
      return item("task", t, {
        start_date: t.start_date,
        end_date: t.due_date,
        progress: fraction(t.progress),
        parent,
        editable: may(t.project_id, "tasks_editable"),
      });
    }),
    ...rows.milestones.map((m) =>
      item("milestone", m, {
        start_date: m.due_date,
        end_date: m.due_date,
        progress: m.completed ? 1 : 0,
        parent: `p${m.project_id}`,
        editable: may(m.project_id, "milestones_editable"),
      }),
    ),
  ];
  const links: GanttLink[] = rows.links.map((l) => ({
    id: l.id,
    source: `t${l.depends_on_id}`,
    target: `t${l.task_id}`,
    type: "0",
  }));
  return { data, links };
}
