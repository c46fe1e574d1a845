// A new card from a board page, in a modal: the generated inputs and rules of the resource's
// writable fields, with values the page knows filled in (the project shown, the first column).
// A reference to rows that belong to another field's choice (a task's phase, of its project)
// offers only the rows of that choice.
import { useEffect, useState } from "react";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { useCreate } from "@refinedev/core";
import { Col, Form, Modal, Row } from "antd";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { writableFields } from "../../../resources/kit/define-resource";
import { getResource } from "../../../resources/registry";
import { FieldInput, formItemPropsFor } from "../../resource-pages/field-input";
import { rulesFor } from "../../resource-pages/form-rules";
import { declaredDefaults } from "../../resource-pages/resource-form";
import { savedMessage } from "../../resource-pages/saved-message";
import { useFirstActiveDefaults } from "../../resource-pages/first-active-defaults";
import { MoreFieldsButton } from "../../resource-pages/more-fields-button";
import { splitQuick } from "../../../resources/kit/quick-create";
import { ScopedReferenceSelect } from "../child-records/scoped-reference-select";
import { useSingleFlight } from "../use-single-flight";
import { allows } from "../../providers/access-control-provider";

interface CardCreateModalProps {
  def: ResourceDef;
  open: boolean;
  /** Values filled in when the form opens. */
  initialValues?: Record<string, unknown>;
  onClose: () => void;
  onCreated?: (row: BaseRecord) => void;
}

/** The form field whose value narrows a reference's options: one the referenced rows also hold. */
export function narrowingField(def: ResourceDef, name: string): string | undefined {
  const target = def.fields[name]?.reference ? getResource(def.fields[name].reference!) : undefined;
  if (!target) return undefined;
  return writableFields(def).find(
    ([other, field]) =>
      other !== name && field.type === "reference" && target.fields[other]?.reference === field.reference,
  )?.[0];
}

const WIDE = new Set(["text", "string"]);

/**
 * The fields the form offers: writable, not hidden, and no optional reference whose options the
 * user may not list (asking for them would be refused with a 403 toast).
 */
export function cardFormFields(def: ResourceDef, mayList: (resource: string) => boolean = (r) => allows(r, "list")) {
  return writableFields(def).filter(
    ([, field]) => !field.hidden && (field.type !== "reference" || field.required || mayList(field.reference!)),
  );
}

export function CardCreateModal({ def, open, initialValues, onClose, onCreated }: CardCreateModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { mutateAsync, mutation } = useCreate();
  const fields = cardFormFields(def);
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;

  // The declared few fields first (quickCreate); "more fields" shows the rest.
  const [allFields, setAllFields] = useState(false);
  const quick = allFields ? null : splitQuick(def, fields);
  const shown = new Set((quick?.quick ?? fields).map(([name]) => name));

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled on opening only, not over the user's typing
  useEffect(() => {
    if (!open) return;
    setAllFields(false);
    form.resetFields();
    form.setFieldsValue({ ...declaredDefaults(def), ...initialValues });
  }, [open]);
  // After the reset above: the first active state where the page filled in none (a board's column).
  useFirstActiveDefaults(form, fields, open);

  const submit = async () => {
    const body = (await form.validateFields()) as Record<string, unknown>;
    try {
      const { data } = await mutateAsync({
        resource: def.name,
        values: body,
        successNotification: (data) => ({ message: savedMessage(t, def, data?.data, "created"), type: "success" }),
        // The HTTP client toasts failures itself; 422 errors also land on the fields.
        errorNotification: false,
      });
      onCreated?.(data);
      onClose();
    } catch (error) {
      const errors = (error as HttpError).errors ?? {};
      form.setFields(
        Object.entries(errors).map(([name, messages]) => ({ name, errors: [messages].flat().map(String) })),
      );
    }
  };

  const submitOnce = useSingleFlight(submit);

  return (
    <Modal
      open={open}
      title={t(`resources:${def.name}.new`)}
      okText={t("buttons.save")}
      cancelText={t("buttons.cancel")}
      onOk={() => submitOnce.start()}
      confirmLoading={mutation.isPending || submitOnce.busy}
      onCancel={onClose}
      forceRender
      width={720}
      styles={{ body: { maxHeight: "68vh", overflowY: "auto", overflowX: "hidden", paddingRight: 4 } }}
    >
      <Form form={form} layout="vertical" name={`${def.name}-create`}>
        <Row gutter={16}>
          {fields.map(([name, field]) => {
            const narrowBy = narrowingField(def, name);
            const narrowValue = narrowBy ? values?.[narrowBy] : undefined;
            return (
              // Out of sight, still in the form: its defaults go in the body.
              <Col key={name} xs={24} md={WIDE.has(field.type) ? 24 : 12} hidden={!shown.has(name)}>
                <Form.Item
                  name={name}
                  label={t(`resources:${def.name}.fields.${name}`)}
                  rules={rulesFor(field, t)}
                  {...formItemPropsFor(field)}
                >
                  {narrowBy && typeof narrowValue === "number" ? (
                    <ScopedReferenceSelect
                      key={narrowValue}
                      resource={field.reference!}
                      parentField={narrowBy}
                      parentId={narrowValue}
                      allowClear={!field.required}
                      activeOnly
                    />
                  ) : (
                    <FieldInput def={def} name={name} field={field} />
                  )}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        {quick && <MoreFieldsButton onClick={() => setAllFields(true)} />}
      </Form>
    </Modal>
  );
}
