// A list's CSV is the declared export (ResourceDef.list.export: GET /api/<name>/export.csv, see
// api/crud/list-export.ts) under the list's current filters, sort and search, in the query the
// list's own table sends, saved through the one download helper. The server writes the file (its
// columns, the reader's language, formulas neutralised); a list without a declared export has no
// CSV button.
import { useState } from "react";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { ExportButton } from "@refinedev/antd";
import { generateFilter, generateSort, stringify } from "@refinedev/simple-rest";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { apiPathOf } from "../../../resources/kit/api-paths";
import { downloadFile } from "../attachments/download-attachment";

const hasValue = (f: CrudFilter) => !("value" in f) || (f.value !== undefined && f.value !== null && f.value !== "");

/** simple-rest's query of these filters and sort (`status=paid&total_gte=100&q=web&_sort=…`); empty filters none. */
export function exportQuery(filters: readonly CrudFilter[], sorters: readonly CrudSort[]): URLSearchParams {
  const query: Record<string, unknown> = { ...generateFilter(filters.filter(hasValue)) };
  const sort = generateSort([...sorters]);
  if (sort && sort._sort.length > 0) {
    query._sort = sort._sort.join(",");
    query._order = sort._order.join(",");
  }
  return new URLSearchParams(stringify(query));
}

export const exportPath = (def: Pick<ResourceDef, "name">) => `${apiPathOf(def.name)}/export.csv`;

/** Saves the CSV an API path writes of the list under these filters and sort (the activity log's too). */
export function useCsvDownload(
  path: string,
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[],
  fileName: string,
) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(path, `${fileName}.csv`, exportQuery(filters, sorters));
    } catch {
      // Toasted by the HTTP client: no file then.
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}

/** A declared list's export under its filters and sort. */
export function useListExport(
  def: ResourceDef,
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[],
  fileName = def.name,
) {
  return useCsvDownload(exportPath(def), filters, sorters, fileName);
}

/** The list's "Export CSV" button, when its resource declares an export. */
interface ListExportButtonProps {
  def: ResourceDef;
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
}

export function ListExportButton({ def, filters, sorters }: ListExportButtonProps) {
  const { t } = useTranslation();
  const { exportCsv, exporting } = useListExport(def, filters, sorters);
  if (!def.list.export) return null;
  return (
    <ExportButton onClick={() => void exportCsv()} loading={exporting}>
      {t("list.export")}
    </ExportButton>
  );
}
