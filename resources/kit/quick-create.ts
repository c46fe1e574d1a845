import type { ResourceDef } from "./types.js";

// A quick create (a lead, a ticket or a task from a board or a list): the few fields that matter
// first, declared per resource (ResourceDef.quickCreate), and "more fields" for the rest.

export const QUICK_CREATE_MAX = 6;

/** Checked when a resource is declared: known, writable fields, and no more than the limit. */
export function checkQuickCreate(def: Pick<ResourceDef, "name" | "quickCreate" | "fields">): void {
  const quick = def.quickCreate;
  if (!quick) return;
  if (quick.length === 0 || quick.length > QUICK_CREATE_MAX)
    throw new Error(`Resource ${def.name}: a quick create asks 1 to ${QUICK_CREATE_MAX} fields`);
  for (const name of quick) {
    const field = def.fields[name];
    if (!field || field.readOnly || field.hidden)
      throw new Error(`Resource ${def.name}: quick create field "${name}" is not a field a form writes`);
  }
}

/**
 * The form's fields split into the quick ones (in the declared order) and the rest; null when the
 * resource declares no quick create or the form has nothing beyond it.
 */
export function splitQuick<T extends readonly [string, ...unknown[]]>(
  def: ResourceDef,
  fields: readonly T[],
): { quick: T[]; more: T[] } | null {
  const declared = def.quickCreate;
  if (!declared) return null;
  const quick = declared.map((name) => fields.find(([n]) => n === name)).filter((f): f is T => f !== undefined);
  const more = fields.filter(([name]) => !declared.includes(name));
  return more.length ? { quick, more } : null;
}
