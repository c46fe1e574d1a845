// Table or board: the chosen view of /projects lives in the URL (`?view=board`).
import { Segmented } from "antd";
import { AppstoreOutlined, TableOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useUrlParams } from "../../../components/use-url-params";

export type ProjectsView = "table" | "board";

export function useProjectsView(): [ProjectsView, (view: ProjectsView) => void] {
  const [params, updateParams] = useUrlParams();
  const view: ProjectsView = params.get("view") === "board" ? "board" : "table";
  const setView = (next: ProjectsView) =>
    updateParams((changed) => (next === "board" ? changed.set("view", "board") : changed.delete("view")));
  return [view, setView];
}

export function ViewSwitch({ view, onChange }: { view: ProjectsView; onChange: (view: ProjectsView) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<ProjectsView>
      aria-label={t("projects:list.view")}
      value={view}
      onChange={onChange}
      options={[
        { value: "table", label: t("projects:list.table"), icon: <TableOutlined /> },
        { value: "board", label: t("projects:list.board"), icon: <AppstoreOutlined /> },
      ]}
    />
  );
}
