// The invoice's own fields in the editor: client (which brings its language and surcharge),
// kind and series (only the active series of that kind), project, dates, IRPF, language,
// surcharge and notes. Laid out three to a row on a wide screen, one on a phone.
import { useEffect } from "react";
import type { FormInstance } from "antd";
import { Col, DatePicker, Form, Input, Row, Select, Switch } from "antd";
import { useList } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import {
  INVOICE_KINDS,
  IRPF_RATES,
  PAYMENT_METHODS,
  seriesKindOf,
} from "../../../../resources/billing/billing-options";
import { httpClient } from "../../../providers/http-client";
import { ReferenceSelect } from "../../../resource-pages/reference-select";
import { ClientFacts, type ClientRecord } from "./client-facts";
import { formatRate } from "../format-rate";
import { REQUIRED_ON_INPUT_ONLY } from "../../../components/select-aria";

const COL = { xs: 24, md: 12, lg: 8 };
// Short values share a row even on a phone.
const HALF = { xs: 12, md: 12, lg: 8 };

interface InvoiceFieldsProps {
  form: FormInstance;
  kind: string;
  clientId: number | null | undefined;
  seriesId: number | null | undefined;
  /** The surcharge switched (by hand or by the client chosen): the lines take its rates. */
  onSurcharge: (on: boolean) => void;
  /** Where completing the client comes back to. */
  returnTo: string;
}

/** The active series of the kind's own kind: the first is chosen when none is. */
function useSeriesOfKind(form: FormInstance, kind: string, seriesId: number | null | undefined) {
  const filters = [
    { field: "active", operator: "eq" as const, value: true },
    { field: "kind", operator: "eq" as const, value: seriesKindOf(kind) },
  ];
  const { result } = useList({
    resource: "invoice-series",
    filters,
    sorters: [{ field: "code", order: "asc" }],
    pagination: { pageSize: 50 },
  });
  const rows = result.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on new rows or choice only; total is a guard
  useEffect(() => {
    if (!rows.length && !result.total) return;
    if (seriesId && rows.some((row) => row.id === seriesId)) return;
    form.setFieldValue("series_id", rows[0]?.id ?? null);
  }, [rows, seriesId]);
  return filters;
}

export function InvoiceFields({ form, kind, clientId, seriesId, onSurcharge, returnTo }: InvoiceFieldsProps) {
  const { t, i18n } = useTranslation();
  const seriesFilters = useSeriesOfKind(form, kind, seriesId);

  // A client chosen brings its own defaults: the language of its invoices and the surcharge.
  const chooseClient = async (id: unknown) => {
    if (!id) return;
    try {
      const client = (await httpClient.get<ClientRecord>(`lead-clients/${String(id)}`, { silent: true })).data;
      if (client.language) form.setFieldValue("language", client.language);
      // A client with a SEPA mandate pays by direct debit; the rest by transfer, unless changed.
      form.setFieldValue("payment_method", client.mandate_id ? "direct_debit" : "transfer");
      const surcharge = Boolean(client.equivalence_surcharge);
      if (surcharge !== Boolean(form.getFieldValue("surcharge"))) {
        form.setFieldValue("surcharge", surcharge);
        onSurcharge(surcharge);
      }
    } catch {
      // Out of reach: the user sets them by hand.
    }
  };

  return (
    <Row gutter={16}>
      <Col {...COL}>
        <Form.Item
          name="client_id"
          label={t("resources:invoices.fields.client_id")}
          rules={[{ required: kind === "F1", message: t("billing:editor.clientRequired") }]}
        >
          <ReferenceSelect
            resource="lead-clients"
            allowClear
            style={{ width: "100%" }}
            onSelect={(id: unknown) => void chooseClient(id)}
            data-testid="invoice-client"
          />
        </Form.Item>
        <ClientFacts clientId={clientId} kind={kind} returnTo={returnTo} />
      </Col>
      <Col {...COL}>
        <Form.Item name="kind" label={t("resources:invoices.fields.kind")} rules={[{ required: true }]}>
          <Select
            {...REQUIRED_ON_INPUT_ONLY}
            options={INVOICE_KINDS.map((k) => ({ value: k, label: t(`resources:invoices.options.kind.${k}`) }))}
          />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item
          name="series_id"
          label={t("resources:invoices.fields.series_id")}
          rules={[{ required: true, message: t("billing:editor.seriesRequired") }]}
        >
          <ReferenceSelect
            key={seriesKindOf(kind)}
            resource="invoice-series"
            filters={seriesFilters}
            style={{ width: "100%" }}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name="issue_date"
          label={t("resources:invoices.fields.issue_date")}
          rules={[{ required: true, message: t("billing:editor.issueDateRequired") }]}
        >
          <DatePicker format="L" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name="due_date"
          label={t("resources:invoices.fields.due_date")}
          extra={t("billing:editor.dueDateHint")}
          dependencies={["issue_date"]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value && getFieldValue("issue_date") && value.isBefore(getFieldValue("issue_date"), "day")
                  ? Promise.reject(new Error(t("billing:editor.dueBeforeIssue")))
                  : Promise.resolve(),
            }),
          ]}
        >
          <DatePicker format="L" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item name="project_id" label={t("resources:invoices.fields.project_id")}>
          <ReferenceSelect
            resource="projects"
            allowClear
            style={{ width: "100%" }}
            filters={clientId ? [{ field: "client_id", operator: "eq", value: clientId }] : undefined}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="irpf_rate" label={t("billing:editor.irpf")}>
          <Select
            {...REQUIRED_ON_INPUT_ONLY}
            options={IRPF_RATES.map((r) => ({
              value: r,
              label: r ? formatRate(r, i18n.language) : t("billing:editor.noIrpf"),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="language" label={t("billing:editor.language")}>
          <Select
            {...REQUIRED_ON_INPUT_ONLY}
            options={["es", "en"].map((l) => ({ value: l, label: t(`resources:invoices.options.language.${l}`) }))}
          />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item
          name="payment_method"
          label={t("billing:editor.paymentMethod")}
          extra={t("billing:editor.paymentMethodHint")}
        >
          <Select
            {...REQUIRED_ON_INPUT_ONLY}
            data-testid="invoice-payment-method"
            options={PAYMENT_METHODS.map((m) => ({
              value: m,
              label: t(`resources:invoice-payments.options.method.${m}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item
          name="surcharge"
          label={t("resources:invoices.fields.surcharge")}
          valuePropName="checked"
          extra={t("billing:editor.surchargeHint")}
        >
          <Switch onChange={onSurcharge} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="notes" label={t("resources:invoices.fields.notes")}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}
