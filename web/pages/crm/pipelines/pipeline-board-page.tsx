// /crm/pipelines (docs/product.md#areas, docs/product.md#entity-decisions): one pipeline's leads by stage, the
// pipeline chosen above the board and kept in the URL. Each column header shows its count, total value and weighted
// value; a lead longer in its stage than the stage's rotting days is marked. Admins reach the
// pipelines' and stages' forms from here (this page takes the place of the pipelines list).
import { useMemo, type ReactNode } from "react";
import { useCan } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button, Empty, Space, Spin } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { pagePath } from "../../../providers/resource-paths";
import { FilterBar } from "../../../components/list/filter-bar";
import { KanbanBoard } from "../../../components/kanban/kanban-board";
import { filtersFromParams } from "../../../components/list/url-filters";
import { useDeclaredFilters } from "../../../components/list/declared-filters";
import { useOpenLead } from "../leads/use-open-lead";
import { PipelineAdminLinks } from "./pipeline-admin-links";
import { PipelineSwitcher } from "./pipeline-switcher";
import { usePipelineChoice } from "./use-pipeline-choice";
import { leads } from "../../../../resources/crm/leads";

export function PipelineBoardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openLead = useOpenLead();
  const { pipelines, loading, chosen, choose } = usePipelineChoice();
  const pipelineId = chosen?.id as number | undefined;
  const fixed = useMemo(() => (pipelineId === undefined ? undefined : { pipeline_id: pipelineId }), [pipelineId]);
  // The pipeline board's declared filters; its pipeline is chosen above the board, not among them.
  const specs = useDeclaredFilters(leads, { from: leads.boards?.pipeline?.filters, except: ["pipeline_id"] });
  const paramText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the address text, params is new each render
  const filters = useMemo(() => filtersFromParams(leads, specs, params), [leads, specs, paramText]);
  const mayCreateLead = useCan({ resource: leads.name, action: "create" }).data?.can ?? false;

  let body: ReactNode;
  if (loading) body = <Spin style={{ display: "block", margin: "48px auto" }} />;
  else if (!fixed) body = <Empty description={t("crm-boards:pipelines.none")} />;
  else
    body = (
      <>
        <FilterBar def={leads} specs={specs} />
        <KanbanBoard
          key={fixed.pipeline_id}
          def={leads}
          boardName="pipeline"
          fixedFilters={fixed}
          filters={filters}
          onOpen={openLead}
        />
      </>
    );

  return (
    <List
      title={t("menu.pipelines-board")}
      headerButtons={
        <Space wrap>
          {pipelines.length > 0 && <PipelineSwitcher pipelines={pipelines} value={pipelineId} onChange={choose} />}
          <PipelineAdminLinks pipelineId={pipelineId} />
          {mayCreateLead && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath(leads, "create"))}>
              {t(`resources:${leads.name}.new`)}
            </Button>
          )}
        </Space>
      }
    >
      {body}
    </List>
  );
}
