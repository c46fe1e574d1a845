import type { Kysely } from "kysely";
import { columnOf, getResource, writableFields, type ChildrenDef, type ResourceDef } from "../../resources/index.js";
import { validationFailed } from "../errors.js";
import { inputSchema, type JsonSchema } from "./json-schema.js";
import { asSqlValues } from "./list-values.js";
import { dynamicTable } from "../db/dynamic-table.js";
import type { Database } from "../db/schema.js";

// Rows written inline with their parent (ResourceDef.children: an invoice's lines). On create
// the list becomes the children; on edit it replaces them: an item carrying the id of one of the
// parent's rows updates that row (whatever else points to it stays), an item without id is a
// new row, and a row left out is deleted. All of it inside the parent's write transaction.

type Item = Record<string, unknown>;

export function childDef(children: ChildrenDef): ResourceDef {
  const def = getResource(children.resource);
  if (!def) throw new Error(`children of unknown resource ${children.resource}`);
  return def;
}

/** The fields an item may carry: the child's writable ones but the parent link and the order. */
function itemFields(children: ChildrenDef) {
  const def = childDef(children);
  return writableFields(def).filter(([name]) => name !== children.foreignKey && name !== children.order);
}

/** The body schema of the list (`withIds`: edit, where an item may name an existing row). */
export function childrenSchema(children: ChildrenDef, withIds: boolean): JsonSchema {
  const fields = itemFields(children);
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    fields.map(([name, f]) => [name, inputSchema(f, true)]),
  );
  if (withIds)
    properties.id = {
      type: "integer",
      minimum: 1,
      maximum: 2147483647,
      description: "An existing row of this parent, to keep and update",
    };
  return {
    type: "array",
    maxItems: children.max,
    description: `The ${children.resource} rows, in order; on PATCH the whole list`,
    items: {
      type: "object",
      additionalProperties: false,
      properties,
      required: fields.filter(([, f]) => f.required).map(([name]) => name),
    },
  };
}

/** Visits the items (at most `max`) to trim their text like the parent's (body-input.ts). */
export function eachChild(
  def: ResourceDef,
  body: Record<string, unknown>,
  visit: (child: ResourceDef, item: Item) => void,
): void {
  if (!def.children) return;
  const items = body[def.children.field];
  if (!Array.isArray(items)) return;
  const child = childDef(def.children);
  // Items past the declared maximum are refused by the schema: none of them is worth any work.
  for (const item of items.slice(0, def.children.max)) {
    if (item && typeof item === "object" && !Array.isArray(item)) visit(child, item as Item);
  }
}

export async function writeChildren(
  trx: Kysely<Database>,
  def: ResourceDef,
  parentId: number,
  items: Item[],
  replacing: boolean,
): Promise<void> {
  const children = def.children!;
  const child = childDef(children);
  const fk = columnOf(child, children.foreignKey);
  const existing = replacing
    ? new Set(
        (
          await dynamicTable(trx).selectFrom(child.table).select("id").where(fk, "=", parentId).forUpdate().execute()
        ).map((r) => r.id),
      )
    : new Set<number>();
  const kept = new Set<number>();
  const errors: Record<string, { key: string }[]> = {};
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    const id = Number(item.id);
    if (!existing.has(id) || kept.has(id)) errors[`${children.field}.${i}.id`] = [{ key: "validation:reference" }];
    kept.add(id);
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length) await dynamicTable(trx).deleteFrom(child.table).where("id", "in", gone).execute();
  const fields = itemFields(children);
  for (const [i, item] of items.entries()) {
    const values: Record<string, unknown> = {};
    for (const [name, f] of fields)
      if (Object.hasOwn(item, name) && item[name] !== undefined)
        values[columnOf(child, name)] = item[name] ?? f.default ?? null;
    if (children.order) values[columnOf(child, children.order)] = i;
    const row = asSqlValues(child, values);
    if (item.id !== undefined)
      await dynamicTable(trx).updateTable(child.table).set(row).where("id", "=", Number(item.id)).execute();
    else
      await dynamicTable(trx)
        .insertInto(child.table)
        .values({ ...row, [fk]: parentId })
        .execute();
  }
}

/** The parent's children in order, as the list route reads them. */
export async function readChildren(db: Kysely<Database>, def: ResourceDef, parentId: number): Promise<Item[]> {
  const children = def.children!;
  const child = childDef(children);
  const order = children.order ? columnOf(child, children.order) : "id";
  return dynamicTable(db)
    .selectFrom(child.table)
    .selectAll()
    .where(columnOf(child, children.foreignKey), "=", parentId)
    .orderBy(order)
    .orderBy("id")
    .execute();
}
