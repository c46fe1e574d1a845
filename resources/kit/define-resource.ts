import { isComputedField } from "./field-def.js";
import type { BoardDef, FieldDef, Fields, OverdueDef, PageAction, ResourceDef } from "./types.js";
import { checkQuickCreate } from "./quick-create.js";

// Every table carries the same bookkeeping columns; declarations name only their own fields.
export const SYSTEM_FIELDS = {
  id: { type: "integer", readOnly: true },
  version: { type: "integer", readOnly: true },
  created_at: { type: "datetime", readOnly: true },
  updated_at: { type: "datetime", readOnly: true },
} as const satisfies Fields;

export type SystemFields = typeof SYSTEM_FIELDS;
export type SystemFieldName = keyof SystemFields;

/** A declaration's fields with the system ones. */
export type WithSystem<F extends Fields> = Omit<SystemFields, keyof F> & F;

/**
 * What a declaration is written as: its own fields, and every other part naming them or the system
 * ones. The names are not inferred from those parts (NoInfer): only `fields` says what exists.
 */
export type ResourceInput<F extends Fields = Fields> = Omit<ResourceDef<NoInfer<WithSystem<F>>>, "fields"> & {
  fields: F;
};

/**
 * The declaration, checked. Its type keeps each field's literal name and type (a `const` type
 * parameter): a part naming an unknown field fails to compile, and RowOf (row-types.ts) reads the
 * rows' shape from it. What the type cannot tell (a field in two sections, a card field that is no
 * column, an enum without options…) is still checked here, when the module loads.
 */
export function defineResource<const F extends Fields>(input: ResourceInput<F>): ResourceDef<WithSystem<F>>;
export function defineResource(input: ResourceInput): ResourceDef {
  const fields: Fields = { ...SYSTEM_FIELDS, ...input.fields };
  const known = new Set(Object.keys(fields));
  const lists = [...input.list.columns, ...input.list.filters, ...input.list.sorters, ...input.list.search];
  const { rows: _fixed, unassigned: _unassigned, ...scopeFields } = input.scope ?? {};
  const scoped = Object.values(scopeFields).filter((f): f is string => typeof f === "string");
  for (const name of [...lists, ...scoped, input.labelField, input.list.defaultSort.field]) {
    if (!known.has(name)) throw new Error(`Resource ${input.name}: unknown field "${name}"`);
  }
  const board = [input.board, ...Object.values(input.boards ?? {})].flatMap((b) => (b ? boardFields(b) : []));
  const ruleReads = Object.values(input.ruleFilters ?? {}).flatMap((rule) => rule.reads);
  checkFlags(input, known);
  const overdue = input.overdue ? [input.overdue.date, doneField(input.overdue.doneWhen)] : [];
  for (const name of [...board, ...overdue, ...ruleReads, ...(input.attachments ? [input.attachments.owner] : [])]) {
    if (!known.has(name)) throw new Error(`Resource ${input.name}: unknown field "${name}"`);
  }
  checkSections(input, known);
  // A card shows what the table would: its fields are drawn by their list columns.
  const notColumn = (input.list.card ?? []).find((name) => !input.list.columns.includes(name));
  if (notColumn) throw new Error(`Resource ${input.name}: card field "${notColumn}" is no list column`);
  checkQuickCreate({ ...input, fields });
  const closing = input.closing;
  const closingField = closing ? input.fields[closing.field] : undefined;
  if (closing && (closingField?.type !== "enum" || !closing.values.every((v) => closingField.options!.includes(v)))) {
    throw new Error(`Resource ${input.name}: closing values are not options of ${closing.field}`);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === "enum" && !field.options?.length)
      throw new Error(`Resource ${input.name}: enum ${name} has no options`);
    if (field.type === "reference" && !field.reference)
      throw new Error(`Resource ${input.name}: reference ${name} names no resource`);
    if (field.lookup && !known.has(field.lookup.via))
      throw new Error(`Resource ${input.name}: lookup ${name} goes through unknown field ${field.lookup.via}`);
    const via = field.lookup ? fields[field.lookup.via] : undefined;
    if (field.lookup && field.lookup.via !== "id" && via?.type !== "reference")
      throw new Error(
        `Resource ${input.name}: lookup ${name} goes through ${field.lookup.via}, which is not a reference`,
      );
    if (field.sameAs && (field.type !== "reference" || !known.has(field.sameAs)))
      throw new Error(`Resource ${input.name}: ${name} is matched against unknown field ${field.sameAs}`);
    if (field.notBefore && !known.has(field.notBefore))
      throw new Error(`Resource ${input.name}: ${name} is checked against unknown field ${field.notBefore}`);
    if (field.shownWhen && input.fields[field.shownWhen]?.type !== "boolean")
      throw new Error(`Resource ${input.name}: ${name} is shown when ${field.shownWhen}, which is not a boolean field`);
    if (field.type === "references" && !field.reference)
      throw new Error(`Resource ${input.name}: references ${name} names no resource`);
    if (field.creatorByDefault && (field.type !== "reference" || isServerField(field))) {
      throw new Error(`Resource ${input.name}: ${name} defaults to its creator but is no writable reference`);
    }
    if (field.ratio && (!known.has(field.ratio.numerator) || !known.has(field.ratio.denominator)))
      throw new Error(`Resource ${input.name}: ratio ${name} divides unknown fields`);
    // An image is only ever set by its upload route, after the row exists: it cannot be required.
    if (field.mapped) checkMapped(input.name, name, field, fields);
    if (field.lookup?.teamUnnamed && (field.lookup.table !== "users" || field.lookup.through)) {
      throw new Error(`Resource ${input.name}: lookup ${name} keeps the team unnamed, but does not read users`);
    }
    if (field.editRoles && (isServerField(field) || !field.editRoles.length)) {
      throw new Error(`Resource ${input.name}: ${name} names who may change it, but nobody writes it`);
    }
    if (field.type === "image" && (field.required || field.default !== undefined || field.unique))
      throw new Error(`Resource ${input.name}: image ${name} cannot be required, unique or defaulted`);
  }
  return { ...input, fields: fields as typeof input.fields };
}

// A flag names known fields, and a name no field or other filter parameter has.
function checkFlags(input: ResourceInput, known: Set<string>): void {
  for (const [name, conditions] of Object.entries(input.flags ?? {})) {
    if (known.has(name) || ["overdue", "sla", "at_risk", "q"].includes(name) || !conditions.length)
      throw new Error(`Resource ${input.name}: flag "${name}" clashes or is empty`);
    for (const c of conditions) {
      if (!known.has(c.field))
        throw new Error(`Resource ${input.name}: flag "${name}" names unknown field "${c.field}"`);
      if ("referenced" in c && input.fields[c.field]?.reference !== c.referenced.resource)
        throw new Error(
          `Resource ${input.name}: flag "${name}" follows ${c.field}, which is no reference to `
            + `${c.referenced.resource}`,
        );
      const options = input.fields[c.field]?.options;
      if ("equals" in c && options && !options.includes(c.equals)) {
        throw new Error(`Resource ${input.name}: flag "${name}" compares ${c.field} with "${c.equals}", not an option`);
      }
    }
  }
}

// A mapped enum tells every option of an enum field (and its unknown value) in its own options.
function checkMapped(resource: string, name: string, field: FieldDef, fields: Record<string, FieldDef>): void {
  const { from, values, overrides = [] } = field.mapped!;
  const source = fields[from];
  const own = new Set(field.options ?? []);
  const sources = [...(source?.options ?? []), ...(source?.unknown ? [source.unknown] : [])];
  const told = [...sources.map((o) => values[o]), ...overrides.map((o) => o.value)];
  const complete = sources.every((o) => Object.hasOwn(values, o)) && told.every((v) => own.has(v));
  if (field.type !== "enum" || source?.type !== "enum" || !complete) {
    throw new Error(`Resource ${resource}: ${name} does not map every option of ${from} to one of its own`);
  }
  for (const o of overrides) {
    const known = sources.includes(o.is) && fields[o.when.field];
    if (!known) throw new Error(`Resource ${resource}: ${name} overrides with unknown values`);
  }
}

/** The field an overdue rule's "done" reads. */
export function doneField(doneWhen: OverdueDef["doneWhen"]): string {
  if ("set" in doneWhen) return doneWhen.set;
  if ("settled" in doneWhen) return doneWhen.settled;
  return doneWhen.reaches.field;
}

function boardFields(board: BoardDef): string[] {
  const { totals, staleAt } = board;
  return [
    board.column,
    board.order,
    board.card.title,
    ...board.card.fields,
    ...(board.filters ?? []),
    ...(totals ? [totals.value, ...(totals.probability ? [totals.probability] : [])] : []),
    ...(staleAt ? [staleAt] : []),
  ];
}

// A section names known fields, each field in one section at most, under a key used once.
function checkSections(input: ResourceInput, known: Set<string>): void {
  const keys = new Set<string>();
  const placed = new Set<string>();
  for (const section of input.sections ?? []) {
    if (keys.has(section.key)) throw new Error(`Resource ${input.name}: section "${section.key}" is declared twice`);
    keys.add(section.key);
    for (const name of section.fields) {
      if (!known.has(name))
        throw new Error(`Resource ${input.name}: section "${section.key}" names unknown field "${name}"`);
      if (placed.has(name)) throw new Error(`Resource ${input.name}: field "${name}" is in two sections`);
      placed.add(name);
    }
  }
}

/** Values the server computes or sets: never accepted in a body (an image comes by its own upload route). */
export function isServerField(field: FieldDef): boolean {
  return Boolean(field.readOnly || isComputedField(field) || field.currentUser || field.type === "image");
}

/** Image fields: each has its upload route, POST /api/<name>/<id>/image/<field>, and a DELETE that clears it. */
export function imageFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => f.type === "image");
}

/** Fields a client may send in a body. */
export function writableFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => !isServerField(f));
}

const ALL_PAGES: readonly PageAction[] = ["list", "create", "edit", "show"];

/** The generic pages a resource has: all of them when it is in the menu, else those it declares. */
export function pagesOf(def: ResourceDef): readonly PageAction[] {
  return def.pages ?? (def.menu === false ? [] : ALL_PAGES);
}

export function columnOf(def: ResourceDef, field: string): string {
  return def.fields[field]?.column ?? field;
}
