// /crm/campaigns (SPEC §1): the campaigns as a board by status (with each column's budget) or as
// a table, switchable, with one filter bar for both views. Commercial users read them: the board
// is read-only for them (the API refuses their moves too).
import { useMemo } from "react";
import { useCan } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { getResource } from "../../../../resources/registry";
import { pagePath } from "../../../providers/resource-paths";
import { BoardTable } from "../../../components/kanban/board-table";
import { BoardViewSwitch, useBoardView } from "../../../components/kanban/board-view";
import { FilterBar } from "../../../components/kanban/filter-bar";
import { KanbanBoard } from "../../../components/kanban/kanban-board";
import { filtersFromParams } from "../../../components/kanban/url-filters";
import { CAMPAIGN_FILTERS } from "./campaign-filters";

export function CampaignsPage() {
  const { t } = useTranslation();
  const def = getResource("campaigns")!;
  const [params] = useSearchParams();
  const [view, setView] = useBoardView();
  const navigate = useNavigate();
  const paramText = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => filtersFromParams(def, CAMPAIGN_FILTERS, params), [def, paramText]);
  const mayCreate = useCan({ resource: def.name, action: "create" }).data?.can ?? false;

  return (
    <List
      title={t("resources:campaigns.title")}
      headerButtons={
        <Space wrap>
          <BoardViewSwitch view={view} onChange={setView} />
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath(def, "create"))}>
              {t("buttons.create")}
            </Button>
          )}
        </Space>
      }
    >
      <FilterBar def={def} specs={CAMPAIGN_FILTERS} />
      {view === "board" ? <KanbanBoard def={def} filters={filters} /> : <BoardTable def={def} filters={filters} />}
    </List>
  );
}
