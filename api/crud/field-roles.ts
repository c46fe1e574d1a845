import { columnOf, mayChangeField } from "../../resources/index.js";
import { AppError } from "../errors.js";
import type { WriteEvent } from "./write-hooks.js";

// Fields only some roles may change once the row exists (FieldDef.editRoles): checked on every
// edit event, so the generic PATCH, a board move and a module's own writes (close, merge, rating)
// all refuse the same way, before anything is written.

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function assertFieldRoles(event: WriteEvent): void {
  const auth = event.request?.auth;
  // Scripts (the seed, migrations of data) write as the server itself.
  if (event.action !== "edit" || !event.before || !auth) return;
  for (const [name, field] of Object.entries(event.def.fields)) {
    if (mayChangeField(field, auth.roles)) continue;
    const column = columnOf(event.def, name);
    if (!Object.hasOwn(event.values, column) || same(event.values[column], event.before[name])) continue;
    const label = event.request!.t(`resources:${event.def.name}.fields.${name}`);
    throw new AppError(403, "errors:fieldForbidden", { field: label });
  }
}
