import { defineResource } from "../kit/define-resource.js";
import type { FieldDef, Fields, Permissions, ResourceDef } from "../kit/types.js";
import { userName } from "./priority.js";

// Notes and files hang off a project or a task in the same way; one shape for each, declared
// per owner. Owner is "project" or "task": the field is <owner>_id and the row follows its access.
type Owner = "project" | "task";

interface OwnedInput {
  name: string;
  table: string;
  owner: Owner;
  route: string;
  permissions: Permissions;
}

function ownerField(owner: Owner) {
  return { type: "reference" as const, reference: owner === "project" ? "projects" : "tasks", required: true };
}

/** A note's fields besides its owner's id. */
export const NOTE_FIELDS = {
  content: { type: "text", required: true, maxLength: 5000 },
  author_id: { type: "reference", reference: "team-members", currentUser: true },
  author_name: userName("author_id"),
} as const satisfies Record<string, FieldDef>;

/** A file's fields besides its owner's id. */
export const FILE_FIELDS = {
  filename: { type: "string", readOnly: true },
  original_name: { type: "string", readOnly: true },
  mime_type: { type: "string", readOnly: true },
  size: { type: "integer", readOnly: true },
  uploaded_by: { type: "reference", reference: "team-members", currentUser: true },
  uploaded_by_name: userName("uploaded_by"),
} as const satisfies Record<string, FieldDef>;

/** Notes: content and author. Clients never see them (no client permission). */
export function notesOf({ name, table, owner, route, permissions }: OwnedInput): ResourceDef {
  const key = `${owner}_id`;
  // Its names are built from the input (a count field, an owner key): checked when it loads, not when compiled.
  return defineResource<Fields>({
    name,
    table,
    area: "projects",
    route,
    icon: "file-text",
    labelField: "content",
    menu: false,
    fields: {
      [key]: ownerField(owner),
      ...NOTE_FIELDS,
    },
    list: {
      columns: ["content", "author_name", "created_at"],
      filters: ["id", key, "author_id"],
      sorters: ["id", "created_at"],
      search: ["content"],
      defaultSort: { field: "created_at", order: "desc" },
    },
    permissions,
    scope: { [owner]: key, author: "author_id" },
  });
}

/** Uploaded files (PNG, JPG, PDF, DOCX): created by upload, downloaded by whoever reads the owner. */
export function filesOf({ name, table, owner, route, permissions }: OwnedInput): ResourceDef {
  const key = `${owner}_id`;
  // Its names are built from the input (a count field, an owner key): checked when it loads, not when compiled.
  return defineResource<Fields>({
    name,
    table,
    area: "projects",
    route,
    icon: "paper-clip",
    labelField: "original_name",
    menu: false,
    fields: {
      [key]: ownerField(owner),
      ...FILE_FIELDS,
    },
    list: {
      columns: ["original_name", "mime_type", "size", "uploaded_by_name", "created_at"],
      filters: ["id", key, "uploaded_by", "mime_type"],
      sorters: ["id", "original_name", "size", "created_at"],
      search: ["original_name"],
      defaultSort: { field: "created_at", order: "desc" },
    },
    permissions,
    scope: { [owner]: key, author: "uploaded_by" },
    attachments: { owner: key },
  });
}
