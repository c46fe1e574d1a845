// A new record's required nomenclator references (a project's state, a task's state) start on the
// list's first active row, in its declared order: the user confirms rather than looks it up.
import { useEffect } from "react";
import type { FormInstance } from "antd";
import { isNomenclator, pickerOrderOf } from "../../resources/kit/nomenclator";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import { getResource } from "../../resources/registry";
import { httpClient } from "../providers/http-client";

/**
 * The required references of the form's fields that point at a nomenclator. A reference that must
 * match another field (a stage of the lead's pipeline) waits for that field instead.
 */
export function defaultedReferences(fields: readonly [string, FieldDef][]): [string, ResourceDef][] {
  const found: [string, ResourceDef][] = [];
  for (const [name, field] of fields) {
    const target =
      field.type === "reference" && field.required && !field.sameAs ? getResource(field.reference!) : undefined;
    if (target && isNomenclator(target)) found.push([name, target]);
  }
  return found;
}

/** The id of the first row a form's picker offers, or undefined when there is none. */
export async function firstActiveId(target: ResourceDef): Promise<number | undefined> {
  const { sorters, activeField } = pickerOrderOf(target);
  const params: Record<string, string | number | boolean> = {
    _start: 0,
    _end: 1,
    _sort: sorters.map((s) => s.field).join(","),
    _order: sorters.map((s) => s.order).join(","),
  };
  if (activeField) params[activeField] = true;
  const { data } = await httpClient.get<{ id: number }[]>(target.name, { params, silent: true });
  return data[0]?.id;
}

/**
 * Fills each such field the form holds no value for once it opens (`open`): set without a change
 * event, so an untouched form still leaves without the unsaved-changes question.
 */
export function useFirstActiveDefaults(
  form: FormInstance | undefined,
  fields: readonly [string, FieldDef][],
  open = true,
): void {
  const key = fields.map(([name]) => name).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the field names: fields is new each render
  useEffect(() => {
    if (!open || !form) return;
    let live = true;
    for (const [name, target] of defaultedReferences(fields)) {
      void firstActiveId(target)
        .then((id) => {
          const held = form.getFieldValue(name) as unknown;
          if (live && id !== undefined && (held === undefined || held === null)) form.setFieldValue(name, id);
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [open, form, key]);
}
