// The lead's header buttons, for whoever may edit it (an admin; a commercial user on their own
// leads and the unassigned ones): edit (the generated form), convert to client, mark lost,
// reopen, merge and delete (typing its name). A converted lead is not converted again and stays
// won; a lost one is not lost again, but may be reopened, as may one won and not converted.
import { useState } from "react";
import { useCan } from "@refinedev/core";
import { Button, Space } from "antd";
import {
  CloseCircleOutlined,
  EditOutlined,
  MergeCellsOutlined,
  UndoOutlined,
  UserSwitchOutlined,
} from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { rowAllows } from "../../../providers/access-row-permissions";
import { pagePath } from "../../../providers/resource-paths";
import { ConvertModal } from "./convert-modal";
import { reopenLead, type ConvertResult } from "./lead-api";
import type { LeadRecord } from "./lead-record";
import { LoseModal } from "./lose-modal";
import { MergeModal } from "./merge-modal";
import { DeleteConfirmButton } from "../../../resource-pages/delete-confirm";
import { leads } from "../../../../resources/crm/leads";

interface LeadActionsProps {
  lead: LeadRecord;
  onChanged(): void;
  onConverted(result: ConvertResult): void;
  onMerged(mergeId: number, sourceName: string, sourceId: number): void;
}

type Open = "convert" | "lose" | "merge" | null;

export function LeadActions({ lead, onChanged, onConverted, onMerged }: LeadActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [reopening, setReopening] = useState(false);
  const mayEdit =
    (useCan({ resource: "leads", action: "edit", params: { id: lead.id } }).data?.can ?? false)
    && rowAllows(lead, "edit");
  if (!mayEdit) return null;
  const close = () => setOpen(null);
  const outcome = lead.outcome ?? (lead.lost_at ? "lost" : "open");
  const reopen = async () => {
    setReopening(true);
    try {
      await reopenLead(lead.id);
      onChanged();
    } catch {
      // The HTTP client toasted it.
    } finally {
      setReopening(false);
    }
  };
  return (
    <Space wrap size={8}>
      <Button
        type="primary"
        icon={<EditOutlined />}
        onClick={() => navigate(pagePath(leads, "edit").replace(":id", String(lead.id)))}
        data-testid="lead-edit"
      >
        {t("buttons.edit")}
      </Button>
      {!lead.converted_client_id && (
        <Button icon={<UserSwitchOutlined />} onClick={() => setOpen("convert")} data-testid="lead-convert">
          {t("lead-detail:actions.convert")}
        </Button>
      )}
      {outcome !== "lost" && !lead.converted_client_id && (
        <Button danger icon={<CloseCircleOutlined />} onClick={() => setOpen("lose")} data-testid="lead-lose">
          {t("lead-detail:actions.lose")}
        </Button>
      )}
      {outcome !== "open" && !lead.converted_client_id && (
        <Button icon={<UndoOutlined />} loading={reopening} onClick={() => void reopen()} data-testid="lead-reopen">
          {t("lead-detail:actions.reopen")}
        </Button>
      )}
      <Button icon={<MergeCellsOutlined />} onClick={() => setOpen("merge")} data-testid="lead-merge">
        {t("lead-detail:actions.merge")}
      </Button>
      <DeleteConfirmButton def={leads} record={lead} onDeleted={() => navigate(pagePath(leads, "list"))} />
      <ConvertModal lead={lead} open={open === "convert"} onClose={close} onConverted={onConverted} />
      <LoseModal lead={lead} open={open === "lose"} onClose={close} onLost={onChanged} />
      <MergeModal lead={lead} open={open === "merge"} onClose={close} onMerged={onMerged} />
    </Space>
  );
}
