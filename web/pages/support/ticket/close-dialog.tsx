// Closing a ticket (docs/product.md#states): a confirmation, an optional description of the result and whether
// to notify the client, who then gets a mail in their language with the result and a one-click
// rating link (POST /api/tickets/:id/close {result, notify}).
import { useEffect, useState } from "react";
import { Checkbox, Input, Modal, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ClosingDialogProps } from "../../../components/closing-dialog";
import { closeTicket } from "../ticket-api";
import type { TicketRecord } from "../ticket-record";
import { useModalAction } from "../../../components/use-modal-action";

const RESULT_MAX = 5000;

/** Every path to a closed state opens it: the ticket page, the board, the generic edit form (ClosingDialogProps). */
export function CloseDialog({ record, open, onClose, onClosed, prepare }: ClosingDialogProps) {
  const ticket = record as TicketRecord;
  const { t } = useTranslation();
  const [result, setResult] = useState("");
  const [notify, setNotify] = useState(true);
  const { saving, run } = useModalAction(onClose);

  useEffect(() => {
    if (!open) return;
    setResult("");
    setNotify(true);
  }, [open]);

  const submit = () =>
    run(async () => {
      const text = result.trim();
      const saved = prepare ? await prepare() : ticket;
      onClosed(await closeTicket(Number(saved.id), { notify, ...(text ? { result: text } : {}) }));
    });

  return (
    <Modal
      open={open}
      title={t("support:close.title")}
      okText={t("support:close.submit")}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="close-dialog">
        <Typography.Text>{t("support:close.confirm", { title: ticket.title })}</Typography.Text>
        <div>
          <label htmlFor="ticket-close-result">
            <Typography.Text strong>{t("support:close.result")}</Typography.Text>
          </label>
          <Input.TextArea
            id="ticket-close-result"
            rows={4}
            maxLength={RESULT_MAX}
            showCount
            value={result}
            placeholder={t("support:close.resultPlaceholder")}
            onChange={(e) => setResult(e.target.value)}
          />
        </div>
        <Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} data-testid="close-notify">
          {t("support:close.notify")}
        </Checkbox>
        {notify && <Typography.Text type="secondary">{t("support:close.notifyHint")}</Typography.Text>}
      </Space>
    </Modal>
  );
}
