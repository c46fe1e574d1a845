// Saving a child record: create (with the parent's id) or update (with the row's version, so a
// stale copy is refused with 409). A 422 that names a `confirm` token (a warning the user may
// accept, such as a task starting before a task it depends on ends) is asked about and, when
// accepted, sent again with `x-confirm: <token>`.
import type { BaseRecord, HttpError } from "@refinedev/core";
import { useCreate, useUpdate } from "@refinedev/core";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { savedMessage } from "../../resource-pages/saved-message";

export interface SaveTarget {
  resource: string;
  parentField: string;
  parentId: number;
  /** The row being edited; none when creating. */
  editing?: BaseRecord;
}

type SaveError = HttpError & { response?: { data?: { confirm?: unknown; message?: unknown } } };

export function confirmTokenOf(error: unknown): string | undefined {
  const data = (error as SaveError)?.response?.data;
  return (error as SaveError)?.statusCode === 422 && typeof data?.confirm === "string" ? data.confirm : undefined;
}

export function useChildSave() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const create = useCreate();
  const update = useUpdate();

  const send = (target: SaveTarget, values: Record<string, unknown>, confirm?: string) => {
    const meta = confirm ? { headers: { "x-confirm": confirm } } : undefined;
    // The HTTP client toasts failures itself; the form puts 422 errors on its fields.
    const common = { resource: target.resource, meta, errorNotification: false as const };
    return target.editing?.id !== undefined
      ? update.mutateAsync({
          ...common,
          id: target.editing.id,
          values: { ...values, version: target.editing.version },
          mutationMode: "pessimistic",
          successNotification: (data) => ({
            message: savedMessage(t, target.resource, data?.data, "updated"),
            type: "success",
          }),
        })
      : create.mutateAsync({
          ...common,
          values: { ...values, [target.parentField]: target.parentId },
          successNotification: (data) => ({
            message: savedMessage(t, target.resource, data?.data, "created"),
            type: "success",
          }),
        });
  };

  /** Resolves with the saved row, or rejects with the HTTP error the user did not override. */
  const save = async (target: SaveTarget, values: Record<string, unknown>): Promise<BaseRecord> => {
    try {
      return (await send(target, values)).data;
    } catch (error) {
      const token = confirmTokenOf(error);
      if (!token) throw error;
      const accepted = await modal.confirm({
        title: t("project-detail:childRecords.confirmTitle"),
        content: String((error as SaveError).response?.data?.message ?? ""),
        okText: t("project-detail:childRecords.confirmOk"),
        cancelText: t("buttons.cancel"),
      });
      if (!accepted) throw error;
      return (await send(target, values, token)).data;
    }
  };

  return { save, saving: create.mutation.isPending || update.mutation.isPending };
}
