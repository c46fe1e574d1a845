// The create of a generated form, through the one warning mechanism (components/confirm-warning.ts):
// a create the API answers with a warning (a possible duplicate lead) is asked about and, when the
// user accepts, sent again with `x-confirm`. Afterwards, what Refine's form does after a create:
// the lists reload, a toast, the new row's page (its list when it has none).
import { flushSync } from "react-dom";
import type { BaseRecord } from "@refinedev/core";
import { useInvalidate, useNavigation, useWarnAboutChange } from "@refinedev/core";
import { useNavigate } from "react-router";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../resources/kit/types";
import { sendConfirming, toastFailure } from "../components/confirm-warning";
import { showFieldErrors } from "../components/field-errors";
import { httpClient } from "../providers/http-client";
import { showPathFor } from "../providers/resource-paths";
import { toast } from "../providers/toast";
import { useAskConfirm } from "./use-ask-confirm";
import { savedMessage } from "./saved-message";
import { announceSideRows } from "./announce-side-rows";

/** Resolves with the created row, or null when refused or declined (the form stays as typed). */
export function useConfirmingCreate(def: ResourceDef, form: FormInstance | undefined) {
  const { t, i18n } = useTranslation();
  const ask = useAskConfirm(def.name);
  const invalidate = useInvalidate();
  const { list } = useNavigation();
  const navigate = useNavigate();
  // Saved: leaving the form loses nothing (Refine's own submit clears this the same way).
  const { setWarnWhen } = useWarnAboutChange();
  return async (values: Record<string, unknown>): Promise<BaseRecord | null> => {
    let row: BaseRecord | undefined;
    try {
      row = await sendConfirming<BaseRecord>((config) => httpClient.post(def.name, values, config), ask, {
        report: (error) => {
          toastFailure(error);
          if (form) showFieldErrors(form, error);
        },
      });
    } catch {
      return null;
    }
    if (!row) return null;
    // Rendered before leaving, or the unsaved-changes guard would still hold the page.
    flushSync(() => setWarnWhen(false));
    toast({ type: "success", message: savedMessage(t, def, row, "created") });
    void announceSideRows(def, row, t, i18n.language);
    void invalidate({ resource: def.name, invalidates: ["list", "many"] });
    // The row's own page, by the parameter its path names (a ticket's token).
    const shown = showPathFor(def, row);
    if (shown) navigate(shown);
    else list(def.name);
    return row;
  };
}
