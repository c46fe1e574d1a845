// Merging another ticket of the same client into this one (POST /api/tickets/:id/merge
// {source_id}): its messages join this conversation in time order and it is resolved, pointing
// here. Only the client's other open tickets are offered; the API checks the client again.
import { useEffect, useState } from "react";
import { useList } from "@refinedev/core";
import { Alert, Modal, Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { mergeTickets } from "../ticket-api";
import { statusLabel } from "../ticket-labels";
import type { TicketRecord } from "../ticket-record";
import { useModalAction } from "../../../components/use-modal-action";

const SEARCH_DELAY_MS = 250;

interface MergeModalProps {
  ticket: TicketRecord;
  open: boolean;
  onClose: () => void;
  onMerged: (row: TicketRecord) => void;
}

export function MergeModal({ ticket, open, onClose, onMerged }: MergeModalProps) {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState<number>();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const { saving, run } = useModalAction(onClose);

  useEffect(() => {
    if (!open) return;
    setSourceId(undefined);
    setTyped("");
  }, [open]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { result, query } = useList<TicketRecord>({
    resource: "tickets",
    filters: [
      { field: "client_id", operator: "eq", value: ticket.client_id },
      { field: "id", operator: "ne", value: ticket.id },
      { field: "status", operator: "ne", value: "resolved" },
      ...(search ? [{ field: "q", operator: "eq" as const, value: search }] : []),
    ],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { currentPage: 1, pageSize: 20, mode: "server" },
    queryOptions: { enabled: open && Boolean(ticket.client_id) },
  });
  const options = (result?.data ?? []).map((other) => ({
    value: other.id,
    label: `${other.title} · ${statusLabel(t, other.status)}`,
    title: other.title,
  }));
  const source = result?.data?.find((other) => other.id === sourceId);

  // Another client's ticket is a 422 on source_id, toasted by the HTTP client.
  const submit = async () => {
    if (sourceId !== undefined) await run(async () => onMerged(await mergeTickets(ticket.id, sourceId)));
  };

  return (
    <Modal
      open={open}
      title={t("support:merge.title")}
      okText={t("support:merge.submit")}
      okButtonProps={{ disabled: sourceId === undefined, danger: true }}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: "100%" }} data-testid="merge-modal">
        <Typography.Text type="secondary">
          {t("support:merge.intro", { client: ticket.client_name ?? "" })}
        </Typography.Text>
        <Select
          showSearch
          allowClear
          filterOption={false}
          value={sourceId}
          onSearch={setTyped}
          onChange={(id: number | undefined) => setSourceId(id)}
          loading={query.isFetching}
          options={options}
          placeholder={t("support:merge.search")}
          aria-label={t("support:merge.search")}
          notFoundContent={query.isFetching ? "…" : t("support:merge.none")}
          style={{ width: "100%" }}
          data-testid="merge-search"
        />
        {source && (
          <Alert
            type="warning"
            showIcon
            message={t("support:merge.explain", { source: source.title, target: ticket.title })}
          />
        )}
      </Space>
    </Modal>
  );
}
