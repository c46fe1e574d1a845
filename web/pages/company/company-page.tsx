import { useEffect, useRef, useState } from "react";
import { useGetIdentity } from "@refinedev/core";
import { Alert, Avatar, Button, Card, Col, Form, Row, Space, Spin, Typography } from "antd";
import { ShopOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../providers/http-client";
import { showFieldErrors } from "../../components/field-errors";
import { RecordChangedBanner } from "../../components/live/record-changed-banner";
import { useRecordChanged } from "../../components/live/use-record-changed";
import { roleNames, type SessionUser } from "../../providers/session";
import { toast } from "../../providers/toast";
import { ImageUpload } from "../users/image-upload";
import { useFileUrl } from "../../components/use-file-url";
import { BusinessHoursCard } from "./business-hours-card";
import { CompanyFields } from "./company-fields";
import { ScoreWeightsCard } from "./score-weights-card";
import { WebFormCard } from "./web-form-card";
import { CertificateCard, type CertificateSummary } from "./certificate-card";
import { VerifactuCard } from "./verifactu-card";

type Company = Record<string, unknown> & { id?: number; logo: string | null; name: string; version?: number };

// /company: admins edit the company profile; everyone else reads it.
export function CompanyPage() {
  const { t } = useTranslation();
  const { data: me } = useGetIdentity<SessionUser>();
  const roles = roleNames(me ?? null);
  const admin = roles.includes("admin") || roles.includes("superadmin");
  const [form] = Form.useForm<Company>();
  const [company, setCompany] = useState<Company>();
  const [saving, setSaving] = useState(false);
  const logo = useFileUrl(company?.logo);

  const show = (row: Company) => {
    setCompany(row);
    form.setFieldsValue(row as never);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on mounting; show is new each render
  useEffect(() => {
    void httpClient.get<Company>("company").then(({ data }) => show(data));
  }, []);

  // The form's own save is no change from elsewhere; its answer brings the new version.
  const savingNow = useRef(false);
  const changed = useRecordChanged({
    resource: "company",
    id: company?.id,
    form,
    load: async () => (await httpClient.get<Company>("company", { silent: true })).data,
    reload: (fresh) => {
      form.resetFields();
      show(fresh as Company);
    },
    paused: () => savingNow.current,
  });

  // Readers have nothing to lose: they just see the new profile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to fresh only; reload is new each render
  useEffect(() => {
    if (!admin && changed.fresh) changed.reload();
  }, [admin, changed.fresh]);

  const save = async (values: Company) => {
    setSaving(true);
    savingNow.current = true;
    try {
      const { data } = await httpClient.put<Company>("company", values);
      show(data);
      toast({ type: "success", message: t("company:saved") });
    } catch (error) {
      showFieldErrors(form, error);
      savingNow.current = false;
      changed.check();
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  // The business-hours card saves the same row: the form takes its new version, keeping its edits.
  const hoursSaved = (row: Company) => {
    setCompany(row);
    form.setFieldsValue({ version: row.version } as never);
  };
  const certificateUploaded = async () => hoursSaved((await httpClient.get<Company>("company", { silent: true })).data);

  if (!company) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("company:title")}
      </Typography.Title>
      {!admin && <Alert type="info" showIcon message={t("company:readOnly")} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={6}>
          <Card title={t("company:fields.logo")}>
            <ImageUpload<Company>
              url="company/logo"
              label={t("company:logoUpload")}
              disabled={!admin}
              testId="logo-upload"
              onUploaded={(row) => show(row)}
              preview={
                <Avatar
                  shape="square"
                  size={112}
                  src={logo}
                  icon={<ShopOutlined />}
                  style={{ background: logo ? "transparent" : undefined }}
                />
              }
            />
          </Card>
        </Col>
        <Col xs={24} lg={18}>
          <Card>
            {admin && <RecordChangedBanner changed={changed} />}
            <Form form={form} layout="vertical" onFinish={save} disabled={!admin || saving} data-testid="company-form">
              <CompanyFields admin={admin} />
              {admin && (
                <Button type="primary" htmlType="submit" loading={saving} data-testid="company-save">
                  {t("buttons.save")}
                </Button>
              )}
            </Form>
          </Card>
        </Col>
      </Row>
      {admin
      // Sales settings (docs/product.md#entity-decisions): the website's lead form and what the lead score weighs;
      // support's business hours (issue 12).
      && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <WebFormCard />
          </Col>
          <Col xs={24} xl={10}>
            <ScoreWeightsCard />
          </Col>
          <Col xs={24} xl={14}>
            <BusinessHoursCard company={company} onSaved={hoursSaved} saving={(on) => (savingNow.current = on)} />
          </Col>
          {/* VeriFactu (issue 29): the mode, and the certificate records are sent and signed with. */}
          <Col xs={24} xl={12}>
            <VerifactuCard company={company} onSaved={hoursSaved} saving={(on) => (savingNow.current = on)} />
          </Col>
          <Col xs={24} xl={12}>
            <CertificateCard
              certificate={(company.certificate as CertificateSummary | null | undefined) ?? null}
              onUploaded={() => void certificateUploaded()}
              saving={(on) => (savingNow.current = on)}
            />
          </Col>
        </Row>
      )}
    </Space>
  );
}
