// A compact list of the lead's rows of one resource (its activities, its requests), read through
// the data provider with the `lead_id` filter, five to a page; Refine's live mode keeps it current.
import { useState, type ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useList } from "@refinedev/core";
import { Card, Empty, List } from "antd";
import { useTranslation } from "react-i18next";

const PAGE_SIZE = 5;

interface RelatedListProps<T extends BaseRecord> {
  resource: string;
  leadId: number;
  sort: { field: string; order: "asc" | "desc" };
  renderItem(row: T): ReactNode;
}

export function RelatedList<T extends BaseRecord>({ resource, leadId, sort, renderItem }: RelatedListProps<T>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { result, query } = useList<T>({
    resource,
    filters: [{ field: "lead_id", operator: "eq", value: leadId }],
    sorters: [sort],
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: "server" },
  });
  const total = result?.total ?? 0;
  return (
    <Card
      size="small"
      title={`${t(`resources:${resource}.title`)}${total ? ` (${total})` : ""}`}
      data-testid={`lead-related-${resource}`}
      style={{ marginTop: 16 }}
    >
      <List<T>
        size="small"
        loading={query.isLoading}
        dataSource={result?.data ?? []}
        rowKey={(row) => String(row.id)}
        renderItem={(row) => <List.Item style={{ paddingInline: 0 }}>{renderItem(row)}</List.Item>}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`lead-detail:related.empty.${resource}`)} />
          ),
        }}
        pagination={
          total > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total,
                onChange: setPage,
                size: "small",
                showSizeChanger: false,
                align: "center",
              }
            : false
        }
      />
    </Card>
  );
}
