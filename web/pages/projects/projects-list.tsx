// /projects (SPEC §2): the projects as a table or as a board by project state, switchable, with
// one filter bar for both views; the chosen view and the filters live in the URL.
import { useMemo } from "react";
import { useCan } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { getResource } from "../../../resources/registry";
import { pagePath } from "../../providers/resource-paths";
import { FilterBar } from "../../components/kanban/filter-bar";
import { KanbanBoard } from "../../components/kanban/kanban-board";
import { filtersFromParams } from "../../components/kanban/url-filters";
import { PROJECT_FILTERS } from "./list/project-filters";
import { ProjectsTable } from "./list/projects-table";
import { useProjectsView, ViewSwitch } from "./list/view-switch";

export function ProjectsListPage() {
  const { t } = useTranslation();
  const def = getResource("projects")!;
  const [params] = useSearchParams();
  const [view, setView] = useProjectsView();
  const navigate = useNavigate();
  const paramText = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => filtersFromParams(def, PROJECT_FILTERS, params), [def, paramText]);
  const mayCreate = useCan({ resource: def.name, action: "create" }).data?.can ?? false;

  return (
    <List
      title={t("resources:projects.title")}
      headerButtons={
        <Space wrap>
          <ViewSwitch view={view} onChange={setView} />
          {/* Our own button: Refine's default one looks the resource up by name, which the menu group shares. */}
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pagePath(def, "create"))}>
              {t("buttons.create")}
            </Button>
          )}
        </Space>
      }
    >
      <FilterBar def={def} specs={PROJECT_FILTERS} />
      {view === "board" ? <KanbanBoard def={def} filters={filters} /> : <ProjectsTable def={def} filters={filters} />}
    </List>
  );
}
