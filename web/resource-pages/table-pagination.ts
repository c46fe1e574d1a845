// The pager every full-page table shows: rows per page 10/20/50/100, the total, in the user's
// language. Refine's useTable gives the page state; this adds what the user sees.
import type { TablePaginationConfig } from "antd";
import type { Translate } from "./form-rules";

export const PAGE_SIZES = [10, 20, 50, 100];

export function tablePagination(
  pagination: false | TablePaginationConfig | undefined,
  t: Translate,
): false | TablePaginationConfig {
  if (!pagination) return false;
  return {
    ...pagination,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (total: number) => t("list.total", { total }),
    locale: { items_per_page: t("list.perPage") },
  };
}
