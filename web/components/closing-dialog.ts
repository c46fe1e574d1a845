// The dialog a resource closes its rows with (ResourceDef.closing: a ticket's close dialog,
// docs/product.md#states), as the generic form and board open it when a closing value is chosen: the API refuses
// those values from any other write.
import type { ComponentType } from "react";
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDef } from "../../resources/kit/types";

export interface ClosingDialogProps {
  /** The row to close, as last read. */
  record: BaseRecord;
  open: boolean;
  onClose: () => void;
  /** After the close: the row as the API answered it. */
  onClosed: (row: BaseRecord) => void;
  /** Run when the dialog is confirmed, before the close: saves what else a form changed; answers the row as saved. */
  prepare?: () => Promise<BaseRecord>;
}

export type ClosingDialog = ComponentType<ClosingDialogProps>;

/** Whether moving `field` from `from` to `to` closes the row: it must go through the dialog. */
export function closesRow(def: ResourceDef, field: string, from: unknown, to: unknown): boolean {
  const closing = def.closing;
  return Boolean(closing && closing.field === field && from !== to && closing.values.includes(to as string));
}
