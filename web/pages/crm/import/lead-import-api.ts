// The lead import endpoints (docs/crm-api.md, Import): upload, dry run, run, undo, recent imports.
import { httpClient } from "../../../providers/http-client";
import type { DuplicateMatch } from "../../../resource-pages/duplicate-list";
import { MAPPABLE_FIELDS, type Mapping } from "../../../../resources/crm/lead-import-fields";

export type { Mapping };

export interface UploadedImport {
  id: number;
  columns: string[];
  total: number;
  sample: string[][];
  mapping: Record<string, string>;
}

/** An earlier row of the same file with the same email or phone. */
export interface FileDuplicate {
  row: number;
  name?: string | null;
  reasons: string[];
}

export interface DryRunRow {
  row: number;
  values: Record<string, unknown>;
  errors: Record<string, string[]>;
  /** Existing leads (with `id`) and earlier rows of the file (with `row`). */
  duplicates: (DuplicateMatch | FileDuplicate)[];
}

export interface DryRun {
  total: number;
  valid: number;
  invalid: number;
  duplicates: number;
  rows: DryRunRow[];
}

export interface RunOptions {
  skip_duplicates: boolean;
  skip_invalid: boolean;
}

/** One past import as the list shows it. */
export interface ImportSummary {
  id: number;
  filename: string;
  status: "uploaded" | "imported" | "undone";
  total: number;
  imported: number;
  user_name: string | null;
  created_at: string;
  imported_at: string | null;
}

/** The mapping as sent: only the fields given a column, and only columns the file has. */
export function cleanMapping(mapping: Record<string, string | null | undefined>, columns: readonly string[]): Mapping {
  const out: Mapping = {};
  for (const field of MAPPABLE_FIELDS) {
    const column = mapping[field];
    if (column && columns.includes(column)) out[field] = column;
  }
  return out;
}

export const leadImportApi = {
  upload: async (file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append("file", file);
    const { data } = await httpClient.post<UploadedImport>("lead-imports", form, {
      onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    });
    return data;
  },
  dryRun: async (id: number, mapping: Mapping) =>
    (await httpClient.post<DryRun>(`lead-imports/${id}/dry-run`, { mapping })).data,
  run: async (id: number, mapping: Mapping, options: RunOptions) =>
    (await httpClient.post<{ imported: number; skipped: number }>(`lead-imports/${id}/run`, { mapping, ...options }))
      .data,
  undo: async (id: number) => (await httpClient.post<{ removed: number }>(`lead-imports/${id}/undo`, {})).data,
  recent: async () => (await httpClient.get<ImportSummary[]>("lead-imports")).data,
};
