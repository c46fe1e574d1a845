// /crm/kanban (docs/product.md#areas): the leads as a board by lead status or as a table, switchable, with one
// filter bar for both views, a "new lead" button and the import. A card opens the lead's page.
import { useInvalidate } from "@refinedev/core";
import { BoardListPage } from "../../../components/kanban/board-list-page";
import { LeadImportButton } from "../import/lead-import-button";
import { useOpenLead } from "./use-open-lead";
import { leads } from "../../../../resources/crm/leads";

export function LeadsPage() {
  const def = leads;
  const invalidate = useInvalidate();
  const openLead = useOpenLead();
  return (
    <BoardListPage
      def={def}
      defaultView="board"
      onOpen={openLead}
      extraButtons={
        <LeadImportButton onImported={() => void invalidate({ resource: def.name, invalidates: ["resourceAll"] })} />
      }
    />
  );
}
