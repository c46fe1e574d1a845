import type { FieldDef, ResourceDef } from "./types.js";

// Every table carries the same bookkeeping columns; declarations name only their own fields.
export const SYSTEM_FIELDS: Record<string, FieldDef> = {
  id: { type: "integer", readOnly: true },
  version: { type: "integer", readOnly: true },
  created_at: { type: "datetime", readOnly: true },
  updated_at: { type: "datetime", readOnly: true },
};

export type ResourceInput = Omit<ResourceDef, "fields"> & { fields: Record<string, FieldDef> };

export function defineResource(input: ResourceInput): ResourceDef {
  const fields = { ...SYSTEM_FIELDS, ...input.fields };
  const known = new Set(Object.keys(fields));
  const lists = [...input.list.columns, ...input.list.filters, ...input.list.sorters, ...input.list.search];
  const { rows: _fixed, ...scopeFields } = input.scope ?? {};
  const scoped = Object.values(scopeFields).filter((f): f is string => typeof f === "string");
  for (const name of [...lists, ...scoped, input.labelField, input.list.defaultSort.field]) {
    if (!known.has(name)) throw new Error(`Resource ${input.name}: unknown field "${name}"`);
  }
  const board = input.board ? [input.board.column, input.board.order, input.board.card.title, ...input.board.card.fields, ...(input.board.filters ?? [])] : [];
  for (const name of [...board, ...(input.attachments ? [input.attachments.owner] : [])]) {
    if (!known.has(name)) throw new Error(`Resource ${input.name}: unknown field "${name}"`);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === "enum" && !field.options?.length) throw new Error(`Resource ${input.name}: enum ${name} has no options`);
    if (field.type === "reference" && !field.reference) throw new Error(`Resource ${input.name}: reference ${name} names no resource`);
    if (field.lookup && !known.has(field.lookup.via)) throw new Error(`Resource ${input.name}: lookup ${name} goes through unknown field ${field.lookup.via}`);
    if (field.notBefore && !known.has(field.notBefore)) throw new Error(`Resource ${input.name}: ${name} is checked against unknown field ${field.notBefore}`);
  }
  return { ...input, fields };
}

/** Values the server computes or sets: never accepted in a body. */
export function isServerField(field: FieldDef): boolean {
  return Boolean(field.readOnly || field.count || field.lookup || field.currentUser);
}

/** Fields a client may send in a body. */
export function writableFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => !isServerField(f));
}

export function columnOf(def: ResourceDef, field: string): string {
  return def.fields[field]?.column ?? field;
}
