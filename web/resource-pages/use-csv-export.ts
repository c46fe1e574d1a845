// The export buttons of the generic lists and the activity log: every row under the list's
// filters and sort, fetched page by page, saved as one CSV file. The file is written by `toCsv`,
// which uses the kit's writer (resources/kit/csv.ts), so a browser export neutralises formulas
// exactly as the API's exports do. (Refine's useExport writes its own CSV; it is not used.)
import { useState } from "react";
import { useDataProvider, type BaseRecord, type CrudFilter, type CrudSort } from "@refinedev/core";
import { saveBlob } from "../components/attachments/download-attachment";

export interface CsvExportOptions<T extends BaseRecord> {
  resource: string;
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  /** The name the file is saved under, without ".csv". */
  fileName: string;
  /** The whole file of these rows. */
  toCsv: (rows: T[]) => string;
  pageSize?: number;
  /** At most this many rows (the first ones in the list's order). */
  maxItemCount?: number;
}

export function useCsvExport<T extends BaseRecord = BaseRecord>(options: CsvExportOptions<T>) {
  const dataProvider = useDataProvider();
  const [isLoading, setLoading] = useState(false);

  const triggerExport = async () => {
    const { resource, filters = [], sorters = [], pageSize = 100, maxItemCount = Infinity } = options;
    const { getList } = dataProvider();
    setLoading(true);
    try {
      const rows: T[] = [];
      for (let currentPage = 1; rows.length < maxItemCount; currentPage++) {
        const { data, total } = await getList<T>({
          resource,
          filters,
          sorters,
          pagination: { currentPage, pageSize, mode: "server" },
        });
        rows.push(...data);
        if (data.length < pageSize || rows.length >= total) break;
      }
      const text = options.toCsv(rows.slice(0, maxItemCount));
      saveBlob(new Blob([text], { type: "text/csv;charset=utf-8" }), `${options.fileName}.csv`);
    } catch {
      // A page that failed was already shown as an error toast by the HTTP client: no file then.
    } finally {
      setLoading(false);
    }
  };

  return { triggerExport, isLoading };
}
