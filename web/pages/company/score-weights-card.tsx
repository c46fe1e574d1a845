// Company settings, for admins: what each input of the lead score weighs (the questionnaires, the
// completeness of the contact data, how recent the last activity is, and the stage).
import { useEffect, useState } from "react";
import { Button, Card, Col, Form, InputNumber, Row, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { showFieldErrors } from "../../components/field-errors";
import { httpClient } from "../../providers/http-client";
import { toast } from "../../providers/toast";
import { SCORE_PARTS, weightsSum, type ScoreWeights } from "./score-weights";

const URL = "crm/score-weights";

export function ScoreWeightsCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ScoreWeights>();
  const [initial, setInitial] = useState<ScoreWeights>();
  const [saving, setSaving] = useState(false);
  const values = Form.useWatch([], form) ?? {};
  const sum = weightsSum(values);

  useEffect(() => {
    void httpClient.get<ScoreWeights>(URL).then(({ data }) => setInitial(data));
  }, []);

  const save = async (weights: ScoreWeights) => {
    setSaving(true);
    try {
      const { data } = await httpClient.put<ScoreWeights>(URL, weights);
      form.setFieldsValue(data);
      toast({ type: "success", message: t("crm-settings:score.saved") });
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  // The sum is checked on the last box, so its message sits under the four.
  const sumRule = {
    validator: () =>
      weightsSum(form.getFieldsValue()) === 100
        ? Promise.resolve()
        : Promise.reject(new Error(t("crm-settings:score.mustSum", { sum: weightsSum(form.getFieldsValue()) }))),
  };

  return (
    <Card title={t("crm-settings:score.title")} data-testid="score-weights-card">
      {!initial ? (
        <Spin />
      ) : (
        <Form
          form={form}
          initialValues={initial}
          layout="vertical"
          onFinish={save}
          disabled={saving}
          data-testid="score-weights-form"
        >
          <Typography.Paragraph type="secondary">{t("crm-settings:score.explain")}</Typography.Paragraph>
          <Row gutter={16}>
            {SCORE_PARTS.map((part) => (
              <Col key={part} xs={12} sm={6} xl={12}>
                <Form.Item
                  name={part}
                  label={t(`crm-settings:score.parts.${part}`)}
                  dependencies={SCORE_PARTS.filter((p) => p !== part)}
                  rules={[
                    { required: true, message: t("validation:required") },
                    { type: "integer", min: 0, max: 100, message: t("validation:between", { min: 0, max: 100 }) },
                    ...(part === "stage" ? [sumRule] : []),
                  ]}
                >
                  <InputNumber min={0} max={100} precision={0} addonAfter="%" style={{ width: "100%" }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type={sum === 100 ? "secondary" : "danger"} data-testid="score-weights-sum">
            {t("crm-settings:score.sum", { sum })}
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="score-weights-save">
            {t("buttons.save")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
