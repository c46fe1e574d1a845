// The create and edit form of a child record in a modal: the generated field inputs and rules of
// the resource's writable fields, without the parent field (fixed to the parent being shown).
import { useEffect } from "react";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { Form, Modal } from "antd";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { writableFields } from "../../../resources/kit/define-resource";
import { FieldInput, formItemPropsFor } from "../../resource-pages/field-input";
import { rulesFor } from "../../resource-pages/form-rules";
import { declaredDefaults } from "../../resource-pages/resource-form";
import { allows } from "../../providers/access-control-provider";
import { ScopedReferenceSelect, sharesParent } from "./scoped-reference-select";
import { useChildSave } from "./use-child-save";
import { useSingleFlight } from "../use-single-flight";

interface ChildFormModalProps {
  def: ResourceDef;
  parentField: string;
  parentId: number;
  open: boolean;
  /** The row being edited; none when creating. */
  editing?: BaseRecord;
  onClose: () => void;
  onSaved?: (row: BaseRecord) => void;
}

/** The form's fields: writable, not hidden, and no optional reference whose options the user may not list. */
export function childFormFields(
  def: ResourceDef,
  parentField: string,
  mayList: (resource: string) => boolean = (r) => allows(r, "list"),
) {
  return writableFields(def).filter(
    ([name, field]) =>
      name !== parentField
      && !field.hidden
      && (field.type !== "reference" || field.required || mayList(field.reference!)),
  );
}

export function ChildFormModal({ def, parentField, parentId, open, editing, onClose, onSaved }: ChildFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { save, saving } = useChildSave();
  const fields = childFormFields(def, parentField);
  const singular = t(`resources:${def.name}.singular`);

  // Filled on every opening: the row shown may have changed since the form last held it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled on opening only, not over the user's typing
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing ? Object.fromEntries(fields.map(([name]) => [name, editing[name] ?? null])) : declaredDefaults(def),
    );
  }, [open, editing]);

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    try {
      const row = await save({ resource: def.name, parentField, parentId, editing }, values);
      onSaved?.(row);
      onClose();
    } catch (error) {
      const errors = (error as HttpError).errors ?? {};
      form.setFields(
        Object.entries(errors)
          .filter(([name]) => fields.some(([f]) => f === name))
          .map(([name, messages]) => ({ name, errors: [messages].flat().map(String) })),
      );
    }
  };

  const submitOnce = useSingleFlight(submit);

  return (
    <Modal
      open={open}
      title={
        editing
          ? `${t("actions.edit")} · ${String(editing[def.labelField] ?? singular)}`
          : t(`resources:${def.name}.new`)
      }
      okText={t("buttons.save")}
      cancelText={t("buttons.cancel")}
      onOk={() => submitOnce.start()}
      confirmLoading={saving || submitOnce.busy}
      onCancel={onClose}
      forceRender
      width={640}
      styles={{ body: { maxHeight: "65vh", overflowY: "auto", paddingRight: 4 } }}
    >
      <Form form={form} layout="vertical" name={`${def.name}-form`}>
        {fields.map(([name, field]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`resources:${def.name}.fields.${name}`)}
            rules={rulesFor(field, t)}
            {...formItemPropsFor(field)}
          >
            {field.type === "reference" && sharesParent(field.reference, parentField) ? (
              <ScopedReferenceSelect
                resource={field.reference!}
                parentField={parentField}
                parentId={parentId}
                allowClear={!field.required}
                activeOnly
              />
            ) : (
              <FieldInput def={def} name={name} field={field} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
