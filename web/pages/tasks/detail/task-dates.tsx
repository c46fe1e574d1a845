// A task's start and due dates, edited in place: the save goes through the dependency-dates
// confirmation (a start before a predecessor ends is a warning the user may accept).
import { useState } from "react";
import { useCan } from "@refinedev/core";
import { App, Button, DatePicker, Space, Typography } from "antd";
import { EditOutlined } from "@ant-design/icons";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../../providers/http-client";
import { toast } from "../../../providers/toast";
import { rowAllows } from "../../../providers/access-row-permissions";
import { askWithModal, sendConfirmingDependencyDates } from "./confirm-dependency-dates";
import type { TaskRecord } from "./task-record";

const DAY = "YYYY-MM-DD";

function DateLine({ label, value, testId }: { label: string; value?: string | null; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text data-testid={testId} data-value={value ?? ""}>
        {value ? dayjs(value).locale(i18n.language).format("L") : "—"}
      </Typography.Text>
    </div>
  );
}

export function TaskDates({ task, onSaved }: { task: TaskRecord; onSaved(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mayEdit =
    (useCan({ resource: "tasks", action: "edit", params: { id: task.id } }).data?.can ?? false)
    && rowAllows(task, "edit");
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState<Dayjs | null>(null);
  const [due, setDue] = useState<Dayjs | null>(null);
  const [saving, setSaving] = useState(false);
  const label = (field: string) => t(`resources:tasks.fields.${field}`);

  const open = () => {
    setStart(task.start_date ? dayjs(task.start_date) : null);
    setDue(task.due_date ? dayjs(task.due_date) : null);
    setEditing(true);
  };

  const save = async () => {
    setSaving(true);
    const body = { start_date: start?.format(DAY) ?? null, due_date: due?.format(DAY) ?? null, version: task.version };
    try {
      const saved = await sendConfirmingDependencyDates(
        (config) => httpClient.patch(`tasks/${task.id}`, body, config),
        askWithModal(modal),
      );
      if (saved !== undefined) {
        toast({ type: "success", message: t("tasks:header.datesSaved") });
        setEditing(false);
        onSaved();
      }
    } catch {
      // Already toasted (a due date before the start, a stale version...): the pickers stay open.
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Space direction="vertical" size={2} style={{ width: "100%" }}>
        <DateLine label={label("start_date")} value={task.start_date} testId="task-start-date" />
        <DateLine label={label("due_date")} value={task.due_date} testId="task-due-date" />
        {mayEdit && (
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            onClick={open}
            style={{ paddingInline: 0 }}
            data-testid="task-dates-edit"
          >
            {t("tasks:header.editDates")}
          </Button>
        )}
      </Space>
    );
  }
  return (
    <Space direction="vertical" size={6} style={{ width: "100%" }} data-testid="task-dates-editor">
      <DatePicker
        format="L"
        value={start}
        onChange={setStart}
        placeholder={label("start_date")}
        aria-label={label("start_date")}
        style={{ width: "100%" }}
        data-testid="task-start-picker"
      />
      <DatePicker
        format="L"
        value={due}
        onChange={setDue}
        placeholder={label("due_date")}
        aria-label={label("due_date")}
        disabledDate={(day) => Boolean(start && day.isBefore(start, "day"))}
        style={{ width: "100%" }}
        data-testid="task-due-picker"
      />
      <Space>
        <Button type="primary" size="small" loading={saving} onClick={() => void save()} data-testid="task-dates-save">
          {t("buttons.save")}
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          {t("buttons.cancel")}
        </Button>
      </Space>
    </Space>
  );
}
