// "Merge": pick the duplicate, see the two side by side, choose per differing field which value
// stays, and merge the other lead into this one (its timeline, answers, activities and requests
// move here; it is deleted). Undoable for 24 hours (merge-undo.tsx).
import { useEffect, useState } from "react";
import { Alert, Modal, Space, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { loadMergePreview, mergeLeads, type MergePreview } from "./lead-api";
import type { LeadRecord } from "./lead-record";
import { useModalAction } from "../../../components/use-modal-action";
import { LeadSearchSelect } from "./lead-search-select";
import { MergePreviewTable, takenFields, type MergeSide } from "./merge-preview-table";

interface MergeModalProps {
  lead: LeadRecord;
  open: boolean;
  onClose(): void;
  onMerged(mergeId: number, sourceName: string, sourceId: number): void;
}

export function MergeModal({ lead, open, onClose, onMerged }: MergeModalProps) {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState<number>();
  const [preview, setPreview] = useState<MergePreview>();
  const [loading, setLoading] = useState(false);
  const [choice, setChoice] = useState<Record<string, MergeSide>>({});
  const { saving, run } = useModalAction(onClose);

  useEffect(() => {
    if (!open) return;
    setSourceId(undefined);
    setPreview(undefined);
  }, [open]);

  useEffect(() => {
    setPreview(undefined);
    setChoice({});
    if (sourceId === undefined) return;
    let current = true;
    setLoading(true);
    loadMergePreview(lead.id, sourceId)
      .then((answer) => current && setPreview(answer))
      // Toasted by the HTTP client; the user may pick another.
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [lead.id, sourceId]);

  const submit = async () => {
    if (!preview || sourceId === undefined) return;
    await run(async () => {
      const { merge_id } = await mergeLeads(lead.id, sourceId, takenFields(preview.fields, choice));
      onMerged(merge_id, preview.source.name, sourceId);
    });
  };

  return (
    <Modal
      open={open}
      title={t("lead-detail:merge.title", { name: lead.name })}
      okText={t("lead-detail:merge.submit")}
      okButtonProps={{ disabled: !preview, danger: true }}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      width={760}
      styles={{ body: { maxHeight: "65vh", overflowY: "auto" } }}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="merge-modal">
        <Typography.Text type="secondary">{t("lead-detail:merge.intro")}</Typography.Text>
        <LeadSearchSelect excludeId={lead.id} value={sourceId} onChange={(id) => setSourceId(id)} />
        {loading && <Spin style={{ display: "block", margin: "16px auto" }} />}
        {preview && (
          <>
            <Alert
              type="info"
              showIcon
              message={t("lead-detail:merge.explain", { source: preview.source.name, target: lead.name })}
            />
            <MergePreviewTable
              fields={preview.fields}
              targetName={lead.name}
              sourceName={preview.source.name}
              choice={choice}
              onChoice={(field, side) => setChoice((prev) => ({ ...prev, [field]: side }))}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
