// Generated page: create and edit forms of one declared resource (antd Form), built from its
// ResourceDef in resources/: a widget per field type, rules from form-rules.ts, declared defaults.
import { Create, Edit, useForm } from "@refinedev/antd";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import { writableFields } from "../../resources/kit/define-resource";
import { FieldInput, formItemPropsFor } from "./field-input";
import { notBeforeRules, rulesFor } from "./form-rules";

/** The fields a form edits: what a body may hold, minus what is kept out of sight (hidden). */
export function formFields(def: ResourceDef): [string, FieldDef][] {
  return writableFields(def).filter(([, field]) => !field.hidden);
}

export function declaredDefaults(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFields(def)) if (field.default !== undefined) values[name] = field.default;
  return values;
}

export function ResourceForm({ def, action }: { def: ResourceDef; action: "create" | "edit" }) {
  const { t } = useTranslation();
  const { formProps, saveButtonProps, query } = useForm({
    resource: def.name,
    action,
    redirect: "show",
    mutationMode: "pessimistic",
    successNotification: () => ({ message: t(action === "create" ? "record.created" : "record.updated"), type: "success" }),
    // The HTTP client toasts failures (422 messages, 409 stale version); 422 errors also land on fields.
    errorNotification: false,
  });

  const singular = t(`resources:${def.name}.singular`);
  const record = query?.data?.data;
  const title =
    action === "create"
      ? `${t("actions.create")} · ${singular}`
      : `${t("actions.edit")} · ${record ? String(record[def.labelField] ?? "") : singular}`;

  const form = (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={action === "create" ? declaredDefaults(def) : formProps.initialValues}
      style={{ maxWidth: 720 }}
    >
      {formFields(def).map(([name, field]) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`resources:${def.name}.fields.${name}`)}
          rules={[...rulesFor(field, t), ...notBeforeRules(def, name, t)]}
          dependencies={field.notBefore ? [field.notBefore] : undefined}
          {...formItemPropsFor(field)}
        >
          <FieldInput def={def} name={name} field={field} />
        </Form.Item>
      ))}
      {action === "edit" && (
        // Sent back on PATCH so the API can refuse an edit made on a stale copy (409).
        <Form.Item name="version" hidden>
          <Input type="hidden" />
        </Form.Item>
      )}
    </Form>
  );

  return action === "create" ? (
    <Create title={title} saveButtonProps={saveButtonProps}>
      {form}
    </Create>
  ) : (
    <Edit title={title} saveButtonProps={saveButtonProps} canDelete={false}>
      {form}
    </Edit>
  );
}
