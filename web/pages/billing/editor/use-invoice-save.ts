// The editor's save: POST a new invoice or PATCH the draft (its version and its lines' ids
// inline), one at a time. A 422 puts its messages under the fields (`lines.2.description` under
// that line's description), a 409 (changed elsewhere) is toasted and the "changed" banner checks.
import { useState } from "react";
import { flushSync } from "react-dom";
import { useInvalidate, useWarnAboutChange } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../../components/field-errors";
import { useSingleFlight } from "../../../components/use-single-flight";
import { toast } from "../../../providers/toast";
import { saveInvoice } from "../billing-api";
import { invoicePath } from "../billing-paths";
import { formErrors, invoiceBody, type InvoiceFormValues } from "./invoice-form";

export function useInvoiceSave(form: FormInstance, id: number | undefined, onRefused: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const [saved, setSaved] = useState(false);
  const { start, busy } = useSingleFlight(async (values: InvoiceFormValues) => {
    try {
      const invoice = await saveInvoice(id, invoiceBody(values));
      setSaved(true);
      // Rendered before leaving, or the unsaved-changes guard would still hold the page.
      flushSync(() => setWarnWhen(false));
      toast({ type: "success", message: t(id === undefined ? "billing:editor.created" : "billing:editor.saved") });
      void invalidate({ resource: "invoices", invalidates: ["list", "many", "detail"], id: invoice.id });
      navigate(invoicePath(invoice.id));
    } catch (error) {
      showFieldErrors(form, formErrors(error));
      onRefused();
    }
  });
  return { save: start, saving: busy, saved };
}
