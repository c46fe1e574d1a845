import { INT4_MAX } from "../../crud/field-kinds.js";
import type { JsonSchema } from "../../crud/json-schema.js";

// GET /api/gantt: what the chart asks (a closed list of integer filters) and what it gets back,
// in dhtmlx-gantt's own shape so the web parses it as is.

const id = (of: string): JsonSchema => ({
  type: "integer",
  minimum: 1,
  maximum: INT4_MAX,
  description: `Only projects with this ${of}`,
});

export const ganttQuerySchema: JsonSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    project_id: id("id"),
    manager_id: id("project manager (project-managers id)"),
    project_state_id: id("project state"),
  },
};

const day = { type: ["string", "null"], format: "date" };

const itemSchema: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "string", description: "Type prefix and record id: p12, ph3, t45, m7" },
    type: { type: "string", enum: ["project", "phase", "task", "milestone"] },
    resource: {
      type: "string",
      enum: ["projects", "project-phases", "tasks", "project-milestones"],
      description: "Where edits go: PATCH /api/<resource>/<record_id>",
    },
    record_id: { type: "integer" },
    version: { type: "integer" },
    text: { type: "string" },
    start_date: day,
    end_date: { ...day, description: "Inclusive last day (a milestone: its due date, like start_date)" },
    progress: { type: "number", minimum: 0, maximum: 1 },
    parent: {
      type: ["string", "null"],
      description: "Project for phases, milestones and tasks without a phase; phase for the others",
    },
    editable: { type: "boolean", description: "Whether this user may change it" },
  },
  required: [
    "id",
    "type",
    "resource",
    "record_id",
    "version",
    "text",
    "start_date",
    "end_date",
    "progress",
    "parent",
    "editable",
  ],
};

const linkSchema: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "integer", description: "task-dependencies id" },
    source: { type: "string", description: "t<depends_on_id>: the task that must end first" },
    target: { type: "string", description: "t<task_id>: the task that starts after it" },
    type: { type: "string", enum: ["0"], description: "0 = finish to start" },
  },
  required: ["id", "source", "target", "type"],
};

export const ganttResponseSchema: JsonSchema = {
  type: "object",
  description: "Projects, phases, tasks and milestones the user may see, and the dependencies between the tasks shown",
  properties: { data: { type: "array", items: itemSchema }, links: { type: "array", items: linkSchema } },
  required: ["data", "links"],
};
