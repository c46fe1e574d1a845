// /billings: the invoices, narrowed by a filter bar kept in the URL, with what the filtered rows
// add up to, the CSV of them, and for staff the aging of what is owed. Clients see the same list
// (the API answers only their issued invoices) without the company's figures or the create button.
import { useMemo, useState } from "react";
import type { CrudSorting } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Button, Checkbox, Space } from "antd";
import { DownloadOutlined, FieldTimeOutlined, PlusOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { FilterBar } from "../../../components/list/filter-bar";
import { useDeclaredFilters } from "../../../components/list/declared-filters";
import { useUrlParams } from "../../../components/use-url-params";
import { useListExport } from "../../../components/list/list-export";
import { newInvoicePath, UNBILLED_PATH } from "../billing-paths";
import { useBillingAccess } from "../use-billing-access";
import { AgingCard } from "./aging-card";
import { INVOICE_BAR, invoiceFilters, listQuery, OVERDUE_PARAM, overdueOnly } from "./invoice-filters";
import { InvoiceTotalsBar } from "./invoice-totals-bar";
import { InvoicesTable } from "./invoices-table";
import { invoices } from "../../../../resources/billing/invoices";

export function InvoicesPage() {
  const { t } = useTranslation();
  const def = invoices;
  const navigate = useNavigate();
  const access = useBillingAccess();
  const specs = useDeclaredFilters(def, INVOICE_BAR);
  const [params, updateParams] = useUrlParams();
  const paramText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the address text, params is new each render
  const filters = useMemo(() => invoiceFilters(def, specs, params), [def, specs, paramText]);
  const [sorters, setSorters] = useState<CrudSorting>([def.list.defaultSort]);
  const { exportCsv, exporting } = useListExport(def, filters, sorters, t("billing:list.csvName"));

  return (
    <List
      title={t("billing:list.title")}
      headerButtons={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void exportCsv()}
            data-testid="invoices-export"
          >
            {t("billing:list.export")}
          </Button>
          {access.write && (
            <Button icon={<FieldTimeOutlined />} onClick={() => navigate(UNBILLED_PATH)}>
              {t("billing:unbilled.open")}
            </Button>
          )}
          {access.write && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(newInvoicePath())}
              data-testid="invoice-create"
            >
              {t("billing:list.create")}
            </Button>
          )}
        </Space>
      }
    >
      {access.staff && <AgingCard />}
      <FilterBar
        def={def}
        specs={specs}
        extraParams={[OVERDUE_PARAM]}
        extra={
          <Checkbox
            checked={overdueOnly(params)}
            onChange={(e) =>
              updateParams(
                (next) => (e.target.checked ? next.set(OVERDUE_PARAM, "true") : next.delete(OVERDUE_PARAM)),
                { replace: true },
              )
            }
            data-testid="invoices-overdue"
          >
            {t("billing:list.overdueOnly")}
          </Checkbox>
        }
      />
      <InvoiceTotalsBar query={listQuery(specs, params, [], def)} />
      <InvoicesTable def={def} filters={filters} mayWrite={access.write} onSorters={setSorters} />
    </List>
  );
}
