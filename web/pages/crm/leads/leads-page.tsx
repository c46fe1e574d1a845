// /crm/kanban (SPEC §1): the leads as a board by lead status or as a table, switchable, with one
// filter bar for both views, a "new lead" button and the import. A card opens the lead's page.
import { useMemo } from "react";
import { useCan, useInvalidate } from "@refinedev/core";
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
import { LeadImportButton } from "../import/lead-import-button";
import { LEAD_FILTERS } from "./lead-filters";
import { useOpenLead } from "./use-open-lead";

export function LeadsPage() {
  const { t } = useTranslation();
  const def = getResource("leads")!;
  const [params] = useSearchParams();
  const [view, setView] = useBoardView();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const openLead = useOpenLead();
  const paramText = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => filtersFromParams(def, LEAD_FILTERS, params), [def, paramText]);
  const mayCreate = useCan({ resource: def.name, action: "create" }).data?.can ?? false;

  return (
    <List
      title={t("resources:leads.title")}
      headerButtons={
        <Space wrap>
          <BoardViewSwitch view={view} onChange={setView} />
          <LeadImportButton onImported={() => void invalidate({ resource: def.name, invalidates: ["resourceAll"] })} />
          {/* Our own button: Refine's default one looks the resource up by name, which the menu group shares. */}
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath(def, "create"))}>
              {t("buttons.create")}
            </Button>
          )}
        </Space>
      }
    >
      <FilterBar def={def} specs={LEAD_FILTERS} />
      {view === "board" ? <KanbanBoard def={def} filters={filters} onOpen={openLead} /> : <BoardTable def={def} filters={filters} />}
    </List>
  );
}
