// Registering a student in a course: who (the client, chosen by staff; a client user registers
// for their own), the student's name and birth date, and the offer used among those that apply
// to the course and the client (the API's own list: another client's private agreement is never
// offered). The server decides the status; the caller tells the outcome.
import { useEffect } from "react";
import type { HttpError } from "@refinedev/core";
import { Form, Modal, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FieldInput, formItemPropsFor } from "../../resource-pages/field-input";
import { rulesFor } from "../../resource-pages/form-rules";
import { formatMoney } from "../../resource-pages/money";
import { useSingleFlight } from "../../components/use-single-flight";
import { useOfferedRows } from "../../resource-pages/use-offered-rows";
import { readUser } from "../../providers/session";
import { register, type RegistrationBody } from "./education-api";
import type { OfferRecord, RegistrationRecord } from "./education-records";
import { courseRegistrations } from "../../../resources/education/course-registrations";

const REGISTRATIONS = courseRegistrations;
const OFFERED_BY = REGISTRATIONS.fields.enrollment_id.offeredBy!;

function ownClient(): { client_id?: number } {
  const id = readUser()?.client_id;
  return typeof id === "number" ? { client_id: id } : {};
}
const FIELDS = ["client_id", "student_name", "student_birth_date"] as const;

interface RegistrationModalProps {
  open: boolean;
  course: { id: number; name: string };
  /** Staff register for any client; a client user's own client is forced by the API. */
  chooseClient: boolean;
  onClose(): void;
  onRegistered(registration: RegistrationRecord): Promise<void> | void;
}

export function RegistrationModal({ open, course, chooseClient, onClose, onRegistered }: RegistrationModalProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const fields = FIELDS.filter((name) => chooseClient || name !== "client_id");
  // The offers of the chosen client (a client user's own, which the API takes) in this course;
  // an unavailable one ("new clients only") is listed, disabled, with its reason.
  const client = Form.useWatch("client_id", form) as number | undefined;
  const { rows: offers } = useOfferedRows<OfferRecord>(
    OFFERED_BY,
    { ...ownClient(), ...(chooseClient ? { client_id: client } : {}), course_id: course.id },
    open && course.id > 0,
  );

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  // Another client chosen: an offer of the one before that is not theirs is let go.
  useEffect(() => {
    const chosen = form.getFieldValue("enrollment_id") as number | undefined;
    if (
      chosen !== undefined
      && chosen !== null
      && !offers.some((offer) => offer.id === chosen && offer.available !== false)
    )
      form.setFieldValue("enrollment_id", undefined);
  }, [offers, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as Omit<RegistrationBody, "course_id">;
    try {
      // A client user registers for their own client (the API forces it anyway; sent, the body
      // passes the required check whether or not the API fills it in first).
      const own = chooseClient ? {} : ownClient();
      const registration = await register({
        ...values,
        ...own,
        student_name: values.student_name.trim(),
        course_id: course.id,
      });
      await onRegistered(registration);
      onClose();
    } catch (error) {
      // The HTTP client toasted it; a 422 also goes on its field (the offer, the student).
      const errors = (error as HttpError).errors ?? {};
      form.setFields(
        Object.entries(errors).map(([name, messages]) => ({ name, errors: [messages].flat().map(String) })),
      );
    }
  };
  const submitOnce = useSingleFlight(submit);

  const offerLabel = (offer: OfferRecord) => {
    const fee = offer.fee ? ` · ${formatMoney(offer.fee, i18n.language)}` : "";
    return offer.available === false
      ? `${offer.name}${fee} (${t("education:offers.newClientsOnly")})`
      : `${offer.name}${fee}`;
  };

  return (
    <Modal
      open={open}
      title={t("education:register.title", { course: course.name })}
      okText={t("education:register.submit")}
      cancelText={t("buttons.cancel")}
      onOk={() => submitOnce.start()}
      confirmLoading={submitOnce.busy}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="course-registration" data-testid="registration-form">
        {fields.map((name) => {
          const field = REGISTRATIONS.fields[name];
          return (
            <Form.Item
              key={name}
              name={name}
              label={t(`resources:course-registrations.fields.${name}`)}
              rules={rulesFor(field, t)}
              {...formItemPropsFor(field)}
            >
              <FieldInput def={REGISTRATIONS} name={name} field={field} data-testid={`registration-${name}`} />
            </Form.Item>
          );
        })}
        <Form.Item
          name="enrollment_id"
          label={t("resources:course-registrations.fields.enrollment_id")}
          extra={offers.length === 0 ? t("education:register.noOffers") : undefined}
        >
          <Select
            allowClear
            disabled={offers.length === 0}
            placeholder={t("education:register.noOffer")}
            data-testid="registration-offer"
            options={offers.map((offer) => ({
              value: offer.id,
              label: offerLabel(offer),
              disabled: offer.available === false,
            }))}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t("education:register.hint")}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
