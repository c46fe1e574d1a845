// A declared resource's table under filters the page holds (a board page's filter bar): 20 rows a
// page in the declared order, back to the first page whenever the filters change.
import { useEffect, useMemo, useRef } from "react";
import type { CrudFilter } from "@refinedev/core";
import { useTable } from "@refinedev/antd";
import type { ResourceDef } from "../../../resources/kit/types";

const keyOf = (f: CrudFilter) => ("field" in f ? `${f.field}:${f.operator}` : "");

export function useFilteredTable(def: ResourceDef, filters: CrudFilter[]) {
  const filterText = JSON.stringify(filters);
  // Refine keeps the first permanent filters in its state and merges later ones over them: a
  // filter the page stopped naming (a link's tag removed) is named again, empty, to replace it.
  const seen = useRef(new Map<string, CrudFilter>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by filterText: the filters are new each render
  const named = useMemo(() => {
    const current = new Set(filters.map(keyOf));
    for (const f of filters) seen.current.set(keyOf(f), f);
    const gone = [...seen.current.entries()]
      .filter(([key]) => !current.has(key))
      .map(([, f]) => ({ ...f, value: undefined }) as CrudFilter);
    return [...filters, ...gone];
  }, [filterText]);
  const table = useTable({
    resource: def.name,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [def.list.defaultSort] },
    filters: { permanent: named },
  });
  const { setCurrentPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterText is the trigger: new filters, first page
  useEffect(() => setCurrentPage(1), [filterText, setCurrentPage]);
  return table;
}
