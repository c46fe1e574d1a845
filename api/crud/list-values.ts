import crypto from "node:crypto";
import { sql } from "kysely";
import { columnOf, type ResourceDef } from "../../resources/index.js";

// Fields held as lists: a list of ids is an integer[] column, labels a text[] one, a question's
// options a jsonb one.
// Both drivers are handed them as typed SQL, so neither guesses an array's element type.

export interface Choice {
  id?: string;
  label: string;
  points: number;
}

/** Options keep their ids (answers point at them); a new option gets a short random one. */
export function withChoiceIds(choices: Choice[]): Choice[] {
  const taken = new Set(choices.map((c) => c.id).filter(Boolean));
  return choices.map((c) => {
    if (c.id) return c;
    let id: string;
    do id = crypto.randomBytes(4).toString("hex");
    while (taken.has(id));
    taken.add(id);
    return { id, label: c.label, points: c.points };
  });
}

export function asSqlValues(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, field] of Object.entries(def.fields)) {
    const column = columnOf(def, name);
    if (!Object.hasOwn(out, column)) continue;
    if (field.type === "references")
      out[column] = sql`cast(${`{${(out[column] as number[]).join(",")}}`} as integer[])`;
    // Labels are free text: one array parameter, never a literal built from them.
    else if (field.type === "tags") out[column] = sql`cast(${out[column]} as text[])`;
    else if (field.type === "choices") out[column] = sql`cast(${JSON.stringify(out[column])} as jsonb)`;
  }
  return out;
}
