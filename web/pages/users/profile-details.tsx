import { useEffect, useRef, useState } from "react";
import { Button, Card, Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../providers/http-client";
import { showFieldErrors } from "../../components/field-errors";
import { toast } from "../../providers/toast";
import { RecordChangedBanner } from "../../components/live/record-changed-banner";
import { useRecordChanged } from "../../components/live/use-record-changed";
import type { Me } from "./use-me";

type Values = Pick<Me, "name" | "lastname" | "phone" | "language" | "version">;

/** Name, last name, phone and language: what a user edits about themselves. */
export function ProfileDetails({ me, onSaved }: { me: Me; onSaved: (user: Me) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(
    () =>
      form.setFieldsValue({
        name: me.name,
        lastname: me.lastname,
        phone: me.phone,
        language: me.language,
        version: me.version,
      }),
    [form, me],
  );

  // An admin may edit this account meanwhile (the stream's `me`): say so rather than overwrite.
  const savingNow = useRef(false);
  const changed = useRecordChanged({
    resource: "me",
    id: me.id,
    form,
    load: async () => (await httpClient.get<{ data: Me }>("me", { silent: true })).data.data,
    reload: (fresh) => {
      form.resetFields();
      return onSaved(fresh as Me);
    },
    paused: () => savingNow.current,
  });

  const save = async (values: Values) => {
    setSaving(true);
    savingNow.current = true;
    try {
      // The version the form holds: "keep my changes" has moved it to the fresh record's.
      const { data } = await httpClient.patch<{ data: Me }>("me", {
        ...values,
        version: form.getFieldValue("version") ?? me.version,
      });
      await onSaved(data.data);
      toast({ type: "success", message: t("profile:saved") });
    } catch (error) {
      showFieldErrors(form, error);
      savingNow.current = false;
      changed.check();
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  return (
    <Card title={t("profile:personal")}>
      <RecordChangedBanner changed={changed} />
      <Form form={form} name="profile" layout="vertical" onFinish={save} disabled={saving} data-testid="profile-form">
        <Form.Item name="version" hidden>
          <Input />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="name"
              label={t("users:fields.name")}
              rules={[{ required: true, whitespace: true, message: t("validation:required") }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastname" label={t("users:fields.lastname")}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t("users:fields.phone")}>
              <Input type="tel" placeholder="+34 600 000 000" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="language" label={t("users:fields.language")}>
              <Select
                data-testid="profile-language"
                options={[
                  { value: "es", label: t("language.es") },
                  { value: "en", label: t("language.en") },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
          {t("buttons.save")}
        </Button>
      </Form>
    </Card>
  );
}
