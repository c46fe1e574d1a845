// Board or table: the chosen view of a board page lives in the URL (`?view=…` only when it is not
// the page's default, which comes first in the switch).
import { Segmented } from "antd";
import { AppstoreOutlined, TableOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useUrlParams } from "../use-url-params";

export type BoardView = "table" | "board";

export function useBoardView(defaultView: BoardView = "board"): [BoardView, (view: BoardView) => void] {
  const [params, updateParams] = useUrlParams();
  const asked = params.get("view");
  const view: BoardView = asked === "table" || asked === "board" ? asked : defaultView;
  const setView = (next: BoardView) =>
    updateParams((changed) => (next === defaultView ? changed.delete("view") : changed.set("view", next)));
  return [view, setView];
}

export function BoardViewSwitch({
  view,
  onChange,
  defaultView = "board",
}: {
  view: BoardView;
  onChange: (view: BoardView) => void;
  defaultView?: BoardView;
}) {
  const { t } = useTranslation();
  const board = { value: "board" as const, label: t("kanban:view.board"), icon: <AppstoreOutlined /> };
  const table = { value: "table" as const, label: t("kanban:view.table"), icon: <TableOutlined /> };
  return (
    <Segmented<BoardView>
      aria-label={t("kanban:view.label")}
      value={view}
      onChange={onChange}
      options={defaultView === "board" ? [board, table] : [table, board]}
    />
  );
}
