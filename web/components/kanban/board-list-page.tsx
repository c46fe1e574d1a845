// A resource's list page that is a board or a table, switchable (projects, leads, campaigns):
// one filter bar for both views, the view and the filters in the URL, and the create button for
// whoever may create.
import { useMemo, type ReactNode } from "react";
import { useCan, type BaseRecord, type CrudFilter } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { pagePath } from "../../providers/resource-paths";
import { ListTable } from "../list/list-table";
import { BoardViewSwitch, useBoardView, type BoardView } from "./board-view";
import { FilterBar } from "../list/filter-bar";
import { KanbanBoard, type KanbanBoardProps } from "./kanban-board";
import { useDeclaredFilters, type BarOptions } from "../list/declared-filters";
import { filtersFromParams } from "../list/url-filters";

interface BoardListPageProps {
  def: ResourceDef;
  /** A tweak of the declared filter bar (see declared-filters.ts). */
  filterOptions?: BarOptions;
  defaultView: BoardView;
  /** Buttons before the create button (a leads import). */
  extraButtons?: ReactNode;
  /** What a card's click opens (default: the board's own choice). */
  onOpen?: (row: BaseRecord) => void;
  /** The table view (default: the generic ListTable). */
  table?: (filters: CrudFilter[]) => ReactNode;
  /** What the create button does (default: the create page), e.g. a modal of the page's own. */
  onCreate?: () => void;
  /** The board's own extras (its card fields, a card's SLA clock, the column of unknown values). */
  boardProps?: Pick<KanbanBoardProps, "board" | "cardExtra" | "unknownValue" | "closingDialog">;
}

export function BoardListPage({
  def,
  filterOptions,
  defaultView,
  extraButtons,
  onOpen,
  table,
  onCreate,
  boardProps,
}: BoardListPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const specs = useDeclaredFilters(def, filterOptions);
  const [view, setView] = useBoardView(defaultView);
  const navigate = useNavigate();
  const paramText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the address text, params is new each render
  const filters = useMemo(() => filtersFromParams(def, specs, params), [def, specs, paramText]);
  const mayCreate = useCan({ resource: def.name, action: "create" }).data?.can ?? false;

  return (
    <List
      title={t(`resources:${def.name}.title`)}
      headerButtons={
        <Space wrap>
          <BoardViewSwitch view={view} onChange={setView} defaultView={defaultView} />
          {extraButtons}
          {/* Our own button: Refine's default one looks the resource up by name, which the menu group shares. */}
          {mayCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => (onCreate ? onCreate() : navigate(pagePath(def, "create")))}
            >
              {t("buttons.create")}
            </Button>
          )}
        </Space>
      }
    >
      <FilterBar def={def} specs={specs} />
      {view === "board" ? (
        <KanbanBoard def={def} filters={filters} onOpen={onOpen} {...boardProps} />
      ) : (
        (table?.(filters) ?? <ListTable def={def} filters={filters} />)
      )}
    </List>
  );
}
