// Table or board: the chosen view of /projects lives in the URL (`?view=board`).
import { Segmented } from "antd";
import { AppstoreOutlined, TableOutlined } from "@ant-design/icons";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";

export type ProjectsView = "table" | "board";

export function useProjectsView(): [ProjectsView, (view: ProjectsView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ProjectsView = params.get("view") === "board" ? "board" : "table";
  const setView = (next: ProjectsView) => {
    const changed = new URLSearchParams(params);
    if (next === "board") changed.set("view", "board");
    else changed.delete("view");
    setParams(changed);
  };
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
