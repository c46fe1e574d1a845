// A textarea and a send button: writing a note, a comment or a reply. Ctrl/Cmd+Enter sends.
// The text is cleared only once the parent says the save went through.
import { useState, type ReactNode } from "react";
import { Button, Input, Space } from "antd";

interface TextComposerProps {
  placeholder: string;
  submitLabel: string;
  /** Resolves when saved (the box is emptied); rejects to keep the text for another try. */
  onSubmit(text: string): Promise<unknown>;
  initial?: string;
  onCancel?(): void;
  cancelLabel?: string;
  /** Extra controls beside the button (an "internal" checkbox). */
  extra?: ReactNode;
  maxLength?: number;
  testId?: string;
  autoFocus?: boolean;
}

export function TextComposer(props: TextComposerProps) {
  const {
    placeholder,
    submitLabel,
    onSubmit,
    initial = "",
    onCancel,
    cancelLabel,
    extra,
    maxLength = 5000,
    testId,
    autoFocus,
  } = props;
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const empty = text.trim() === "";

  const submit = async () => {
    if (empty || busy) return;
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText("");
    } catch {
      // The HTTP client has shown why; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: "100%" }} data-testid={testId}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        autoSize={{ minRows: 2, maxRows: 10 }}
        maxLength={maxLength}
        autoFocus={autoFocus}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) void submit();
        }}
        data-testid={testId ? `${testId}-input` : undefined}
      />
      <Space wrap>
        <Button
          type="primary"
          onClick={() => void submit()}
          disabled={empty}
          loading={busy}
          data-testid={testId ? `${testId}-submit` : undefined}
        >
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
        {extra}
      </Space>
    </Space>
  );
}
