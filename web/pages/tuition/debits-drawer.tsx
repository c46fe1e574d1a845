// A remittance's debits: who pays which invoice, how much, first or recurring, and whether the
// bank returned it; "Mark returned" records a return with its SEPA reason.
import { useState } from "react";
import { Button, Drawer, Grid, Table, Tag, Typography } from "antd";
import { RollbackOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../resource-pages/money";
import { ReturnModal } from "./return-modal";
import { loadDebits, TUITION_KEY, type Debit, type Remittance } from "./tuition-api";
import { dateText } from "./tuition-format";
import { longTableProps } from "../../resource-pages/long-table";

export function DebitsDrawer({ remittance, onClose }: { remittance: Remittance | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [returning, setReturning] = useState<Debit | null>(null);
  const { data: debits, isLoading } = useQuery({
    queryKey: [...TUITION_KEY, "debits", remittance?.id],
    queryFn: () => loadDebits(remittance!.id),
    enabled: remittance !== null,
  });

  return (
    <Drawer
      open={remittance !== null}
      onClose={onClose}
      width={screens.md ? 880 : "100%"}
      title={remittance ? t("tuition:debits.title", { id: remittance.message_id }) : ""}
      destroyOnHidden
    >
      <Table<Debit>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={debits}
        pagination={false}
        scroll={{ x: "max-content" }}
        {...longTableProps(debits?.length, 7)}
        data-testid="debits-table"
        columns={[
          { key: "client", title: t("tuition:debits.client"), render: (_, d) => d.client_name },
          { key: "invoice", title: t("tuition:debits.invoice"), render: (_, d) => d.invoice_number },
          {
            key: "amount",
            title: t("tuition:debits.amount"),
            align: "right",
            render: (_, d) => formatMoney(d.amount, i18n.language),
          },
          {
            key: "sequence",
            title: t("tuition:debits.sequence"),
            render: (_, d) => <Tag>{t(`tuition:debits.sequences.${d.sequence_type}`)}</Tag>,
          },
          {
            key: "mandate",
            title: t("tuition:debits.mandate"),
            render: (_, d) => <Typography.Text code>{d.mandate_id}</Typography.Text>,
          },
          {
            key: "status",
            title: t("tuition:debits.status"),
            render: (_, d) =>
              d.status === "returned" ? (
                <Tag color="red" data-testid="debit-status">
                  {t("tuition:debits.statuses.returned")} · {d.return_reason} · {dateText(d.returned_on, i18n.language)}
                </Tag>
              ) : (
                <Tag color="green" data-testid="debit-status">
                  {t("tuition:debits.statuses.sent")}
                </Tag>
              ),
          },
          {
            key: "actions",
            render: (_, d) =>
              d.status === "sent" && (
                <Button
                  size="small"
                  danger
                  icon={<RollbackOutlined />}
                  onClick={() => setReturning(d)}
                  data-testid="debit-return"
                >
                  {t("tuition:debits.markReturned")}
                </Button>
              ),
          },
        ]}
      />
      <ReturnModal debit={returning} onClose={() => setReturning(null)} />
    </Drawer>
  );
}
