// Tells an edit form that its record changed elsewhere. On a live change naming the record (or
// after missed events), the record is read again and its version compared with the version the
// form holds, so the form's own save (paused meanwhile) never counts. The API's version check
// (409) stays the last line of defence.
import { useCallback, useEffect, useRef, useState } from "react";
import type { BaseKey } from "@refinedev/core";
import type { FormInstance } from "antd";
import { httpClient } from "../../providers/http-client";
import { liveBus } from "../../providers/live/live-bus";
import { isNewerVersion, keepMyChanges } from "./keep-my-changes";

type Values = Record<string, unknown>;

export interface RecordChangedOptions {
  resource: string;
  /** None: nothing to watch (a create form, a drawer not open yet). */
  id: BaseKey | undefined;
  form: FormInstance | undefined;
  /** Resets the form to the fresh record (with Refine's useForm: its query's refetch). */
  reload: (fresh: Values) => unknown;
  /** Reads the record as the form holds it; GET <resource>/<id> by default. */
  load?: () => Promise<Values>;
  /** True while the form saves, and after it saved: its own change is no news. */
  paused?: () => boolean;
}

export interface RecordChanged {
  /** The fresh record, while the banner is up. */
  fresh: Values | null;
  reload: () => void;
  keep: () => void;
  /** Compares now (after a refused save, say: a change may have come while it was paused). */
  check: () => void;
}

export function useRecordChanged(options: RecordChangedOptions): RecordChanged {
  const [fresh, setFresh] = useState<Values | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const check = useCallback(async () => {
    const { resource, id, form, load, paused } = latest.current;
    if (id === undefined || !form || paused?.()) return;
    if (form.getFieldValue("version") === undefined) return;
    let record: Values;
    try {
      record = load ? await load() : (await httpClient.get<Values>(`${resource}/${String(id)}`, { silent: true })).data;
    } catch {
      // Deleted, or out of reach now: saving will say so.
      return;
    }
    if (latest.current.id !== id || latest.current.paused?.()) return;
    if (isNewerVersion(record.version, form.getFieldValue("version"))) setFresh(record);
  }, []);

  const { resource, id } = options;
  useEffect(() => {
    setFresh(null);
    if (id === undefined) return;
    const offChange = liveBus.onChange((change) => {
      if (change.resource === resource && change.ids.some((changed) => String(changed) === String(id))) void check();
    });
    const offResync = liveBus.onResync(() => void check());
    return () => {
      offChange();
      offResync();
    };
  }, [resource, id, check]);

  const reload = useCallback(() => {
    if (!fresh) return;
    setFresh(null);
    void latest.current.reload(fresh);
  }, [fresh]);

  const keep = useCallback(() => {
    const form = latest.current.form;
    if (!fresh || !form) return;
    const fields = Object.keys(form.getFieldsValue());
    form.setFieldsValue(keepMyChanges(fields, (field) => form.isFieldTouched(field), fresh));
    setFresh(null);
  }, [fresh]);

  return { fresh, reload, keep, check: () => void check() };
}
