import {
  columnOf,
  getResource,
  isComputedField,
  type FieldDef,
  type FieldType,
  type ResourceDef,
} from "../../../../resources/index.js";
import type { Catalog } from "./table-catalog.js";

// Where a declaration and its table disagree: a declared field with no column or a column of
// another type, text longer than its column holds, a unique field without its unique index
// (<table>_<column>_key), a reference without its foreign key. Counts and lookups are computed
// by the server and have no column.

const TEXTUAL = ["varchar", "text"];
const COLUMN_TYPES: Record<FieldType, readonly string[]> = {
  string: TEXTUAL,
  text: TEXTUAL,
  email: TEXTUAL,
  enum: TEXTUAL,
  color: TEXTUAL,
  icon: TEXTUAL,
  integer: ["int2", "int4", "int8"],
  number: ["numeric", "float4", "float8"],
  boolean: ["bool"],
  date: ["date"],
  datetime: ["timestamptz"],
  reference: ["int4", "int8"],
  money: ["int8"],
  references: ["_int4"],
  tags: ["_text", "_varchar"],
  choices: ["jsonb"],
  // "HH:MM", and an image's stored path: text either way.
  time: TEXTUAL,
  image: TEXTUAL,
};

export function hasColumn(field: FieldDef): boolean {
  return !isComputedField(field);
}

/** The fields of `def` stored in its table. */
export function storedFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => hasColumn(f));
}

/** Every disagreement between `def` and the catalog, one line each; empty when they agree. */
export function tableDrift(def: ResourceDef, catalog: Catalog): string[] {
  const problems: string[] = [];
  const table = catalog.columns.get(def.table);
  if (!table) return [`${def.name}: no table ${def.table}`];
  for (const [name, field] of storedFields(def)) {
    const column = columnOf(def, name);
    const where = `${def.name}.${name} (${def.table}.${column})`;
    const found = table.get(column);
    if (!found) {
      problems.push(`${where}: no column`);
      continue;
    }
    if (!COLUMN_TYPES[field.type].includes(found.type))
      problems.push(`${where}: ${field.type} declared, column is ${found.type}`);
    if (field.maxLength !== undefined && found.maxLength !== null && field.maxLength > found.maxLength) {
      problems.push(`${where}: maxLength ${field.maxLength} declared, column holds ${found.maxLength}`);
    }
    if (field.unique) {
      const indexName = `${def.table}_${column}_key`;
      const index = catalog.indexes.get(indexName);
      const enforces =
        index
        && index.table === def.table
        && index.unique
        && !index.partial
        && index.columns.length === 1
        && index.columns[0] === column;
      if (!enforces) problems.push(`${where}: unique declared, no unique index ${indexName} on that column alone`);
    }
    if (field.type === "reference") {
      const target = getResource(field.reference!);
      const key = `${def.table}.${column} -> ${target?.table}.id`;
      if (!catalog.foreignKeys.has(key))
        problems.push(`${where}: reference to ${field.reference} declared, no foreign key ${key}`);
    }
  }
  return problems;
}
