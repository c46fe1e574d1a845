// A choices field (a question's options, each worth points): edited as rows of label and points
// (Form.List), read as "label (points)" tags. A row keeps its id, so answers that chose it stay
// linked; a new row goes without one and the server names it.
import { Button, Form, Input, InputNumber, Space, Tag, Typography } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { MAX_CHOICE_LABEL, MAX_CHOICES, choiceText, choicesOf } from "../../resources/kit/choices";

export function ChoiceTags({ value }: { value: unknown }) {
  const choices = choicesOf(value);
  if (choices.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {choices.map((c, i) => (
        <Tag key={c.id ?? i}>{choiceText(c)}</Tag>
      ))}
    </Space>
  );
}

/** The editor, in place of a Form.Item: `name` is the field, `label` its translated name. */
export function ChoicesFormList({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const required = { required: true, message: t("validation:required") };
  return (
    <Form.Item label={label} required={false} data-testid={`choices-${name}`}>
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <Space direction="vertical" style={{ width: "100%" }} size={4}>
            {rows.map((row, index) => (
              <div key={row.key} data-testid="choice-row">
                <Form.Item name={[row.name, "id"]} hidden noStyle>
                  <Input type="hidden" />
                </Form.Item>
                <Space align="start" wrap size={8}>
                  <Form.Item
                    name={[row.name, "label"]}
                    rules={[
                      { ...required, whitespace: true },
                      { max: MAX_CHOICE_LABEL, message: t("validation:maxLength", { max: MAX_CHOICE_LABEL }) },
                    ]}
                    style={{ marginBottom: 4 }}
                  >
                    <Input
                      placeholder={t("crm-settings:choices.label")}
                      aria-label={`${t("crm-settings:choices.label")} ${index + 1}`}
                      maxLength={MAX_CHOICE_LABEL}
                      style={{ width: 260, maxWidth: "60vw" }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, "points"]}
                    rules={[
                      required,
                      { type: "integer", min: 0, max: 100, message: t("validation:between", { min: 0, max: 100 }) },
                    ]}
                    style={{ marginBottom: 4 }}
                  >
                    <InputNumber
                      min={0}
                      max={100}
                      precision={0}
                      addonAfter={t("crm-settings:choices.points")}
                      aria-label={`${t("crm-settings:choices.points")} ${index + 1}`}
                      style={{ width: 150 }}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                    aria-label={t("crm-settings:choices.remove")}
                    title={t("crm-settings:choices.remove")}
                  />
                </Space>
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={rows.length >= MAX_CHOICES}
              onClick={() => add({ label: "", points: 0 })}
            >
              {t("crm-settings:choices.add")}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
