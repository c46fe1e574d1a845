// Writing to the conversation: a reply (or, for staff, an internal note with @mentions), files
// dropped on the box or picked with the paperclip, checked before sending and uploaded after the
// message with one progress bar; staff may start from a canned response. Ctrl+Enter sends.
import { useRef, useState } from "react";
import { Button, Grid, Mentions, Progress, Segmented, Space, Typography, theme } from "antd";
import type { MentionsRef } from "antd/es/mentions";
import { InboxOutlined, LockOutlined, MessageOutlined, PaperClipOutlined, SendOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "../../../components/attachments/attachment-rules";
import { readUser } from "../../../providers/session";
import { toast } from "../../../providers/toast";
import { CannedPicker } from "./canned-picker";
import { fillVariables, ticketVariables } from "./fill-variables";
import { PendingFiles, RefusedFiles } from "./pending-files";
import { postMessage } from "./thread-api";
import { uploadTicketFiles, type FailedTicketFile } from "./upload-files";
import { useFileDrop } from "./use-file-drop";
import { mentionName, useStaffMentions } from "./use-staff-mentions";

type Mode = "reply" | "note";

interface ReplyBoxProps {
  ticket: Record<string, unknown>;
  /** Staff may write internal notes, mention colleagues and use canned responses. */
  staff: boolean;
  /** After a message (and its files) went through. */
  onSent(): unknown;
}

export function ReplyBox({ ticket, staff, onSent }: ReplyBoxProps) {
  const { t } = useTranslation("ticket-conversation");
  const { token } = theme.useToken();
  // A phone has no Ctrl key to speak of: the shortcut's hint shows from tablets up.
  const wide = Grid.useBreakpoint().md ?? false;
  const [mode, setMode] = useState<Mode>("reply");
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [failed, setFailed] = useState<FailedTicketFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<MentionsRef>(null);
  const internal = staff && mode === "note";
  const mentions = useStaffMentions(internal);

  const addFiles = (picked: File[]) => {
    const accepted: File[] = [];
    for (const file of picked) {
      const problem = attachmentProblem(file);
      if (problem)
        toast({
          type: "error",
          message: t(problem === "type" ? "reply.wrongType" : "reply.tooLarge", { name: file.name }),
        });
      else accepted.push(file);
    }
    if (accepted.length) setFiles((all) => [...all, ...accepted]);
  };
  const drop = useFileDrop(addFiles, !busy);

  const insert = (body: string) => {
    const user = readUser();
    const filled = fillVariables(
      body,
      ticketVariables({ ticket, userName: user ? mentionName(user) : null, origin: window.location.origin }),
    );
    const area = box.current?.textarea;
    const at = area && document.activeElement === area ? area.selectionStart : text.length;
    const before = text.slice(0, at);
    const glue = before && !before.endsWith("\n") ? "\n" : "";
    setText(`${before}${glue}${filled}${text.slice(at)}`);
    box.current?.focus();
  };

  const send = async () => {
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setFailed([]);
    try {
      const message = await postMessage(Number(ticket.id), body, internal);
      setText("");
      const sending = files;
      setFiles([]);
      if (sending.length) {
        setProgress(0);
        const result = await uploadTicketFiles(message.id, sending, setProgress);
        setFailed(result.failed);
      }
      toast({ type: "success", message: t(internal ? "reply.noteSaved" : "reply.sent") });
      await onSent();
    } catch {
      // The HTTP client has shown why; the text and files stay for another try.
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const placeholder = t(internal ? "reply.notePlaceholder" : "reply.placeholder");
  return (
    <section
      {...drop.handlers}
      data-testid="reply-box"
      data-mode={internal ? "note" : "reply"}
      style={{
        position: "relative",
        padding: 12,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${internal ? token.colorWarningBorder : token.colorBorderSecondary}`,
        background: internal ? token.colorWarningBg : token.colorFillQuaternary,
      }}
    >
      <Space direction="vertical" size={8} style={{ width: "100%" }}>
        {staff && (
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            aria-label={t("reply.modeLabel")}
            options={[
              { value: "reply", label: t("reply.reply"), icon: <MessageOutlined /> },
              { value: "note", label: t("reply.note"), icon: <LockOutlined /> },
            ]}
            data-testid="reply-mode"
          />
        )}
        {internal && (
          <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="reply-note-banner">
            <LockOutlined /> {t("reply.noteBanner")}
          </Typography.Text>
        )}
        <div data-testid="reply-text">
          <Mentions
            ref={box}
            value={text}
            onChange={setText}
            prefix={internal ? "@" : []}
            options={internal ? mentions.options : []}
            onSearch={(q) => mentions.search(q)}
            loading={mentions.loading}
            filterOption={false}
            notFoundContent={t("reply.noMentions")}
            placeholder={placeholder}
            aria-label={placeholder}
            autoSize={{ minRows: 3, maxRows: 12 }}
            maxLength={20000}
            disabled={busy}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void send();
              }
            }}
            style={{ background: token.colorBgContainer }}
          />
        </div>
        <PendingFiles
          files={files}
          disabled={busy}
          onRemove={(index) => setFiles((all) => all.filter((_, i) => i !== index))}
        />
        {progress !== null && (
          <div data-testid="reply-progress">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("reply.uploading")}
            </Typography.Text>
            <Progress percent={progress} size="small" status="active" aria-label={t("uploads:uploading")} />
          </div>
        )}
        <RefusedFiles failed={failed} onClose={() => setFailed([])} />
        <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }}>
          <Button
            icon={<PaperClipOutlined />}
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-label={t("reply.attach")}
            title={`${t("reply.attach")} (${t("reply.hint")})`}
            data-testid="reply-attach"
          />
          {staff && <CannedPicker onPick={insert} disabled={busy} />}
          <span style={{ flex: "1 0 0" }} />
          {wide && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("reply.shortcut")}
            </Typography.Text>
          )}
          <Button
            type="primary"
            icon={<SendOutlined />}
            onClick={() => void send()}
            disabled={!text.trim()}
            loading={busy}
            data-testid="reply-send"
          >
            {t(internal ? "reply.sendNote" : "reply.send")}
          </Button>
        </div>
      </Space>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        onChange={(e) => {
          addFiles(Array.from(e.target.files ?? []));
          e.target.value = "";
        }}
        data-testid="reply-file-input"
      />
      {drop.dragging && (
        <div
          aria-hidden
          style={{
            position: "absolute",
            inset: 0,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            gap: 4,
            borderRadius: token.borderRadiusLG,
            border: `2px dashed ${token.colorPrimary}`,
            background: token.colorBgMask,
            color: token.colorWhite,
            pointerEvents: "none",
          }}
        >
          <InboxOutlined style={{ fontSize: 28 }} />
          <span>{t("reply.dropHere")}</span>
          <span style={{ fontSize: 12 }}>{t("reply.hint")}</span>
        </div>
      )}
    </section>
  );
}
