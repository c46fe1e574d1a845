// Board or table: the chosen view of a board page lives in the URL (`?view=table`; the board is
// the page's default).
import { Segmented } from "antd";
import { AppstoreOutlined, TableOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useUrlParams } from "../use-url-params";

export type BoardView = "table" | "board";

export function useBoardView(): [BoardView, (view: BoardView) => void] {
  const [params, updateParams] = useUrlParams();
  const view: BoardView = params.get("view") === "table" ? "table" : "board";
  const setView = (next: BoardView) => updateParams((changed) => (next === "table" ? changed.set("view", "table") : changed.delete("view")));
  return [view, setView];
}

export function BoardViewSwitch({ view, onChange }: { view: BoardView; onChange: (view: BoardView) => void }) {
  const { t } = useTranslation();
  return (
    <Segmented<BoardView>
      aria-label={t("crm-boards:view.label")}
      value={view}
      onChange={onChange}
      options={[
        { value: "board", label: t("crm-boards:view.board"), icon: <AppstoreOutlined /> },
        { value: "table", label: t("crm-boards:view.table"), icon: <TableOutlined /> },
      ]}
    />
  );
}
