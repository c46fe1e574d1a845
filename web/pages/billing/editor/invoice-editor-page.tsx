// /billings/new and /billings/:id/edit: the invoice editor. The invoice's fields, its lines
// (added, removed, reordered) and what it comes to, computed live by the server's own code
// (computeInvoiceTotals), so the figures shown are the figures saved. Only a draft is edited.
import { useMemo } from "react";
import { useWarnAboutChange } from "@refinedev/core";
import { Create, Edit } from "@refinedev/antd";
import { Button, Card, Form, Result, Spin } from "antd";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { computeInvoiceTotals } from "../../../../resources/billing/invoice-totals";
import { RecordChangedBanner } from "../../../components/live/record-changed-banner";
import { useRecordChanged } from "../../../components/live/use-record-changed";
import { invoiceEditPath, invoicePath, invoicesPath, newInvoicePath } from "../billing-paths";
import { invoiceName, isDraft, numberOf, type InvoiceRecord } from "../invoice-record";
import { InvoiceTotalsPanel } from "../invoice-totals-panel";
import { loadInvoiceWithLines, useInvoice } from "../use-invoice";
import { formValuesOf, newInvoiceValues, type InvoiceFormValues } from "./invoice-form";
import { InvoiceFields } from "./invoice-fields";
import { LineList } from "./line-list";
import { lineInput, surchargeFor, type LineValues } from "./line-values";
import { useInvoiceSave } from "./use-invoice-save";
import { useFormFooter } from "../../../resource-pages/form-footer";
import { backTitle } from "../../../resource-pages/back-title";

export function InvoiceEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editing = id !== undefined;
  const invoiceId = Number(id);
  const { data: invoice, isLoading, isError, refetch } = useInvoice(invoiceId, { frozen: true, enabled: editing });

  if (editing && isLoading) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  if (editing && (isError || !invoice)) {
    return (
      <Result
        status="404"
        title={t("billing:notFound")}
        extra={
          <Link to={invoicesPath()}>
            <Button type="primary">{t("billing:backToList")}</Button>
          </Link>
        }
      />
    );
  }
  if (invoice && !isDraft(invoice)) {
    return (
      <Result
        status="warning"
        title={t("billing:editor.notDraft")}
        extra={
          <Link to={invoicePath(invoice.id)}>
            <Button type="primary">{t("billing:editor.openInvoice")}</Button>
          </Link>
        }
      />
    );
  }
  return <InvoiceEditor key={invoice?.id ?? "new"} invoice={invoice} reload={() => refetch().then((r) => r.data)} />;
}

function InvoiceEditor({
  invoice,
  reload,
}: {
  invoice: InvoiceRecord | undefined;
  reload: () => Promise<InvoiceRecord | undefined>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InvoiceFormValues>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const initialClient = Number(search.get("client_id")) || null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's client seeds a new invoice only once
  const initial = useMemo(
    () => (invoice ? formValuesOf(invoice) : newInvoiceValues(undefined, initialClient)),
    [invoice],
  );
  const { setWarnWhen } = useWarnAboutChange();
  const lines = (Form.useWatch("lines", form) ?? initial.lines) as LineValues[];
  const surcharge = Boolean(Form.useWatch("surcharge", form) ?? initial.surcharge);
  const irpf = numberOf(Form.useWatch("irpf_rate", form) ?? initial.irpf_rate);
  const kind = (Form.useWatch("kind", form) ?? initial.kind) as string;
  const clientId = Form.useWatch("client_id", form) ?? initial.client_id;
  const seriesId = Form.useWatch("series_id", form) ?? initial.series_id;
  // Completing the client comes back here: to this draft, or to a new invoice for that client.
  const returnTo = invoice
    ? invoiceEditPath(invoice.id)
    : `${newInvoicePath()}${clientId ? `?client_id=${clientId}` : ""}`;
  const totals = useMemo(
    () =>
      computeInvoiceTotals(
        (lines ?? []).map((line) => lineInput(line, surcharge)),
        irpf,
      ),
    [lines, surcharge, irpf],
  );

  const changed = useRecordChanged({
    resource: "invoices",
    id: invoice?.id,
    form,
    reload: async () => {
      const fresh = await reload();
      if (fresh) form.setFieldsValue(formValuesOf(fresh));
    },
    // As form values (dates as dates, lines as the editor holds them): "keep my changes" puts
    // the untouched fields of the fresh copy straight into the form.
    load: async () => ({ ...formValuesOf(await loadInvoiceWithLines(invoice!.id)) }),
    paused: () => saving || saved,
  });
  const { save, saving, saved } = useInvoiceSave(form, invoice?.id, changed.check);

  // The lines take the surcharge of their VAT when it is switched on, and none when it is off.
  const applySurcharge = (on: boolean) => {
    const current = (form.getFieldValue("lines") ?? []) as LineValues[];
    form.setFieldValue(
      "lines",
      current.map((line) => ({ ...line, surcharge_rate: on ? surchargeFor(line.vat) : 0 })),
    );
  };

  const body = (
    <Form<InvoiceFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={save}
      onValuesChange={() => setWarnWhen(true)}
      scrollToFirstError
      data-testid="invoice-editor"
    >
      {invoice && <RecordChangedBanner changed={changed} />}
      <Form.Item name="version" hidden>
        <input type="hidden" />
      </Form.Item>
      <Card size="small" title={t("billing:editor.details")} style={{ marginBottom: 16 }}>
        <InvoiceFields
          form={form}
          kind={kind}
          clientId={clientId}
          seriesId={seriesId}
          onSurcharge={applySurcharge}
          returnTo={returnTo}
        />
      </Card>
      <Card size="small" title={t("billing:editor.lines.title")} style={{ marginBottom: 16 }}>
        <LineList form={form} lines={lines} amounts={totals.lines} surcharge={surcharge} />
      </Card>
      <Card size="small" title={t("billing:editor.totals")}>
        <InvoiceTotalsPanel totals={totals} irpfRate={irpf} />
      </Card>
    </Form>
  );
  // Cancel: back to the invoice, or to the list for a new one (the unsaved-changes guard still asks).
  const footerButtons = useFormFooter(
    () => void navigate(invoice ? invoicePath(invoice.id) : invoicesPath()),
    saving || saved,
  );
  const saveButtonProps = {
    onClick: () => form.submit(),
    loading: saving || saved,
    disabled: saved,
    children: t("buttons.save"),
    "data-testid": "invoice-save",
  };
  return invoice ? (
    <Edit
      resource="invoices"
      recordItemId={invoice.id}
      {...backTitle(t("billing:editor.editTitle", { name: invoiceName(invoice, t("billing:draft")) }))}
      saveButtonProps={saveButtonProps}
      footerButtons={footerButtons}
      canDelete={false}
      headerButtons={() => null}
    >
      {body}
    </Edit>
  ) : (
    <Create
      resource="invoices"
      {...backTitle(t("billing:editor.newTitle"))}
      saveButtonProps={saveButtonProps}
      footerButtons={footerButtons}
    >
      {body}
    </Create>
  );
}
