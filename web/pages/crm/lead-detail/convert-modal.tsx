// "Convert to client": link a lead client already on file, or make one from the lead (its
// company or name, email and phone), and optionally open a project for it. The API also moves
// the lead to its pipeline's won stage.
import { useEffect } from "react";
import { Checkbox, Form, Input, Modal, Radio, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../resource-pages/reference-select";
import { convertLead, type ConvertBody, type ConvertResult } from "./lead-api";
import type { LeadRecord } from "./lead-record";
import { useModalAction } from "../../../components/use-modal-action";
import { ConvertTaxFields, taxBody, type ConvertTaxValues } from "./convert-tax-fields";

interface ConvertModalProps {
  lead: LeadRecord;
  open: boolean;
  onClose(): void;
  onConverted(result: ConvertResult): void;
}

interface ConvertValues extends ConvertTaxValues {
  mode: "create" | "link";
  client_id?: number | null;
  create_project: boolean;
  project_name?: string;
}

/** The body of POST /api/leads/:id/convert for what the form holds. */
export function convertBody(values: ConvertValues): ConvertBody {
  const body: ConvertBody = {};
  if (values.mode === "link" && values.client_id) body.client_id = values.client_id;
  if (values.mode !== "link") Object.assign(body, taxBody(values));
  if (values.create_project) {
    body.create_project = true;
    body.project_name = values.project_name?.trim();
  }
  return body;
}

export function ConvertModal({ lead, open, onClose, onConverted }: ConvertModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConvertValues>();
  const { saving, run } = useModalAction(onClose);
  const mode = Form.useWatch("mode", form);
  const createProject = Form.useWatch("create_project", form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled on opening only, not over the user's typing
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        mode: "create",
        client_id: null,
        create_project: false,
        project_name: lead.company || lead.name,
        tax_id_type: "nif",
        country: "ES",
      });
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields();
    // A lead converted meanwhile answers 409, toasted; the modal stays.
    await run(async () => onConverted(await convertLead(lead.id, convertBody(values))));
  };

  return (
    <Modal
      open={open}
      title={t("lead-detail:convert.title", { name: lead.name })}
      okText={t("lead-detail:convert.submit")}
      cancelText={t("buttons.cancel")}
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="lead-convert"
        data-testid="convert-modal"
        initialValues={{ mode: "create", create_project: false }}
      >
        <Form.Item name="mode" label={t("lead-detail:convert.client")}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="create" data-testid="convert-create">
                {t("lead-detail:convert.create", { name: lead.company || lead.name })}
              </Radio>
              <Radio value="link" data-testid="convert-link">
                {t("lead-detail:convert.link")}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {mode === "link" && (
          <Form.Item
            name="client_id"
            label={t("lead-detail:convert.existing")}
            rules={[{ required: true, message: t("lead-detail:convert.pickClient") }]}
          >
            <ReferenceSelect
              resource="lead-clients"
              allowClear
              style={{ width: "100%" }}
              data-testid="convert-client"
            />
          </Form.Item>
        )}
        {mode !== "link" && <ConvertTaxFields name={lead.company || lead.name} />}
        <Form.Item name="create_project" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox data-testid="convert-project">{t("lead-detail:convert.openProject")}</Checkbox>
        </Form.Item>
        {createProject && (
          <Form.Item
            name="project_name"
            label={t("lead-detail:convert.projectName")}
            rules={[
              { required: true, whitespace: true, message: t("lead-detail:convert.projectNameRequired") },
              { max: 160 },
            ]}
          >
            <Input maxLength={160} data-testid="convert-project-name" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
