// A declared resource's table under filters the page holds (a board page's filter bar): 20 rows a
// page in the declared order, back to the first page whenever the filters change.
import { useEffect } from "react";
import type { CrudFilter } from "@refinedev/core";
import { useTable } from "@refinedev/antd";
import type { ResourceDef } from "../../../resources/kit/types";

export function useFilteredTable(def: ResourceDef, filters: CrudFilter[]) {
  const table = useTable({
    resource: def.name,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [def.list.defaultSort] },
    filters: { permanent: filters },
  });
  const { setCurrentPage } = table;
  const filterText = JSON.stringify(filters);
  useEffect(() => setCurrentPage(1), [filterText, setCurrentPage]);
  return table;
}
