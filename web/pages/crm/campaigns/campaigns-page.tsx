// /crm/campaigns (docs/product.md#areas): the campaigns as a board by status (with each column's budget) or as
// a table, switchable, with one filter bar for both views. Commercial users read them: the board
// is read-only for them (the API refuses their moves too).
import { getResource } from "../../../../resources/registry";
import { BoardListPage } from "../../../components/kanban/board-list-page";

export function CampaignsPage() {
  return <BoardListPage def={getResource("campaigns")!} defaultView="board" />;
}
