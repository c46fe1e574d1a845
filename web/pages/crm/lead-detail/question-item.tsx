// One question answered inline. Enumerated: a radio per option with the points it is worth,
// saved on choosing (and a "clear" link). Developed: a text area saved when it loses focus, if
// its text changed; while it has focus a fresh read never overwrites what is being typed.
import { useEffect, useRef, useState } from "react";
import { Button, Input, Radio, Space, Tag, Typography } from "antd";
import { CheckOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { Question } from "../../../../resources/crm/lead-page-answers";

interface QuestionItemProps {
  question: Question;
  disabled: boolean;
  /** Saves the answer: an option, a text, or (neither) none. */
  onAnswer(answer: { option_id?: string; text?: string }): Promise<unknown>;
}

function Enumerated({ question, disabled, onAnswer }: QuestionItemProps) {
  const { t } = useTranslation();
  const saved = question.answer?.option_id ?? undefined;
  const [chosen, setChosen] = useState(saved);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(saved), [saved]);
  const choose = async (optionId: string | undefined) => {
    setChosen(optionId);
    setBusy(true);
    try {
      await onAnswer(optionId ? { option_id: optionId } : {});
    } catch {
      setChosen(saved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" size={4} style={{ width: "100%" }}>
      <Radio.Group value={chosen} onChange={(e) => void choose(e.target.value)} disabled={disabled || busy}>
        <Space direction="vertical" size={4}>
          {(question.options ?? []).map((option) => (
            <Radio key={option.id} value={option.id} data-testid={`option-${option.id}`}>
              {option.label}{" "}
              <Tag style={{ marginInlineStart: 6 }}>
                {t("lead-detail:questionnaires.points", { count: option.points })}
              </Tag>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {chosen && !disabled && (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => void choose(undefined)}
          disabled={busy}
          data-testid="answer-clear"
        >
          {t("lead-detail:questionnaires.clear")}
        </Button>
      )}
    </Space>
  );
}

function Developed({ question, disabled, onAnswer }: QuestionItemProps) {
  const { t } = useTranslation();
  const saved = question.answer?.text ?? "";
  const [text, setText] = useState(saved);
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(saved);
  }, [saved]);
  const save = async () => {
    focused.current = false;
    const next = text.trim();
    if (next === saved.trim()) return;
    setState("saving");
    try {
      await onAnswer(next ? { text: next } : {});
      setState("saved");
    } catch {
      // Toasted by the HTTP client; the text stays for another try.
      setState("idle");
    }
  };
  return (
    <Space direction="vertical" size={2} style={{ width: "100%" }}>
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setState("idle");
        }}
        onFocus={() => (focused.current = true)}
        onBlur={() => void save()}
        disabled={disabled}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={5000}
        placeholder={t("lead-detail:questionnaires.textPlaceholder")}
        aria-label={question.question}
        data-testid="answer-text"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12, minHeight: 18 }} aria-live="polite">
        {state === "saving" && t("lead-detail:questionnaires.saving")}
        {state === "saved" && (
          <>
            <CheckOutlined /> {t("lead-detail:questionnaires.saved")}
          </>
        )}
      </Typography.Text>
    </Space>
  );
}

export function QuestionItem(props: QuestionItemProps) {
  const { question } = props;
  return (
    <div data-testid="question" data-question-id={question.id} data-kind={question.kind} style={{ marginBottom: 20 }}>
      <Typography.Text strong style={{ display: "block", marginBottom: 6 }}>
        {question.question}
      </Typography.Text>
      {question.kind === "enumerated" ? <Enumerated {...props} /> : <Developed {...props} />}
    </div>
  );
}
