// A form field that only applies while a boolean field of the same form is on (FieldDef.shownWhen):
// a public body's DIR3 codes appear once "public body" is ticked.
import type { ReactNode } from "react";
import { Form } from "antd";

export function ShownWhen({ flag, children }: { flag: string; children: ReactNode }) {
  const form = Form.useFormInstance();
  const on = Form.useWatch(flag, form) === true;
  return on ? children : null;
}
