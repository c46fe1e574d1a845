// "New ticket" on /support: title, description, type, urgency and files for everyone; client,
// category, assignee, complexity and tags for staff only (a client's body naming a staff field is
// refused, so a client's form never holds one). The files go up after the ticket exists, with a
// progress bar; then the ticket's page opens.
import { useEffect, useState } from "react";
import { useInvalidate } from "@refinedev/core";
import { Col, Form, Modal, Progress, Row } from "antd";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../../components/field-errors";
import { useSingleFlight } from "../../../components/use-single-flight";
import { allows } from "../../../providers/access-control-provider";
import { toast } from "../../../providers/toast";
import { FieldInput, formItemPropsFor } from "../../../resource-pages/field-input";
import { rulesFor } from "../../../resource-pages/form-rules";
import { MoreFieldsButton } from "../../../resource-pages/more-fields-button";
import { savedMessage } from "../../../resource-pages/saved-message";
import { splitQuick } from "../../../../resources/kit/quick-create";
import type { TicketRecord } from "../ticket-record";
import { useIsStaff } from "../use-is-staff";
import { AttachmentsField } from "./attachments-field";
import { createTicket } from "./create-ticket";
import { tickets } from "../../../../resources/support/tickets";

const EVERYONE = ["title", "description", "ticket_type_id", "urgency"] as const;
const STAFF = ["client_id", "ticket_category_id", "assignee_id", "ticket_complexity_id", "tags"] as const;
const WIDE = new Set(["title", "description", "tags"]);

interface NewTicketModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (ticket: TicketRecord) => void;
}

export function NewTicketModal({ open, onClose, onCreated }: NewTicketModalProps) {
  const { t } = useTranslation();
  const def = tickets;
  const staff = useIsStaff();
  const invalidate = useInvalidate();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  // The declared few fields first (quickCreate); "more fields" shows the rest (staff's own).
  const [allFields, setAllFields] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ urgency: def.fields.urgency.default });
    setFiles([]);
    setProgress(null);
    setAllFields(false);
  }, [open, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    try {
      const { ticket, upload } = await createTicket(values, files, setProgress);
      toast({ type: "success", message: savedMessage(t, def, ticket, "created") });
      // The HTTP client has toasted each refused file; the ticket stands without them.
      if (upload?.failed.length)
        toast({ type: "error", message: t("support:newTicket.filesFailed", { count: upload.failed.length }) });
      void invalidate({ resource: def.name, invalidates: ["list", "many"] });
      onClose();
      onCreated(ticket);
    } catch (error) {
      setProgress(null);
      showFieldErrors(form, error);
    }
  };
  const submitOnce = useSingleFlight(submit);

  // A reference whose options the user may not list is left out (asking would be refused).
  const names = [...EVERYONE, ...(staff ? STAFF : [])].filter((name) => {
    const field = def.fields[name];
    return field.type !== "reference" || allows(field.reference!, "list");
  });
  const quick = allFields
    ? null
    : splitQuick(
        def,
        names.map((name) => [name] as const),
      );
  const shown = new Set((quick?.quick ?? names.map((name) => [name])).map(([name]) => name));

  return (
    <Modal
      open={open}
      title={t("resources:tickets.new")}
      okText={t("support:newTicket.submit")}
      cancelText={t("buttons.cancel")}
      onOk={() => submitOnce.start()}
      confirmLoading={submitOnce.busy}
      onCancel={onClose}
      cancelButtonProps={{ disabled: submitOnce.busy }}
      maskClosable={!submitOnce.busy}
      forceRender
      width={720}
      styles={{ body: { maxHeight: "68vh", overflowY: "auto", overflowX: "hidden", paddingRight: 4 } }}
    >
      <Form form={form} layout="vertical" name="ticket-create" data-testid="new-ticket-form" disabled={submitOnce.busy}>
        <Row gutter={16}>
          {names.map((name) => {
            const field = def.fields[name];
            return (
              <Col key={name} xs={24} md={WIDE.has(name) ? 24 : 12} hidden={!shown.has(name)}>
                <Form.Item
                  name={name}
                  label={t(`resources:tickets.fields.${name}`)}
                  rules={rulesFor(field, t)}
                  {...formItemPropsFor(field)}
                >
                  <FieldInput def={def} name={name} field={field} />
                </Form.Item>
              </Col>
            );
          })}
          {quick && (
            <Col xs={24}>
              <MoreFieldsButton onClick={() => setAllFields(true)} />
            </Col>
          )}
          <Col xs={24}>
            <Form.Item label={t("support:newTicket.files")}>
              <AttachmentsField files={files} onChange={setFiles} disabled={submitOnce.busy} />
            </Form.Item>
          </Col>
        </Row>
        {progress !== null && (
          <Progress
            percent={progress}
            size="small"
            aria-label={t("uploads:uploading")}
            data-testid="new-ticket-progress"
          />
        )}
      </Form>
    </Modal>
  );
}
