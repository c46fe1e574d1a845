// Logging time by hand, or correcting an entry: a day and either a number of minutes or a start
// and an end time, a note and whether it is billable.
import { useCreate, useUpdate } from "@refinedev/core";
import { Checkbox, DatePicker, Form, Input, InputNumber, Modal, Segmented, TimePicker } from "antd";
import { useTranslation } from "react-i18next";
import { hoursMinutes } from "../task-record";
import { entryBody, entryFormValues, type EntryFormValues, type TimeEntry } from "./time-entry";

const RESOURCE = "time-entries";

interface TimeEntryModalProps {
  taskId: number;
  open: boolean;
  /** The entry being corrected; none to log a new one. */
  editing?: TimeEntry;
  onClose(): void;
  onSaved(): void;
}

export function TimeEntryModal({ taskId, open, editing, onClose, onSaved }: TimeEntryModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntryFormValues>();
  const mode = Form.useWatch("mode", form);
  const minutes = Form.useWatch("minutes", form);
  const create = useCreate();
  const update = useUpdate();
  const label = (field: string) => t(`resources:time-entries.fields.${field}`);

  const submit = async (values: EntryFormValues) => {
    const body = entryBody(values);
    const common = { resource: RESOURCE, errorNotification: false as const };
    try {
      if (editing) {
        await update.mutateAsync({
          ...common,
          id: editing.id,
          values: { ...body, version: editing.version },
          mutationMode: "pessimistic",
          successNotification: () => ({ message: t("tasks:time.updated"), type: "success" }),
        });
      } else {
        await create.mutateAsync({
          ...common,
          values: { ...body, task_id: taskId },
          successNotification: () => ({ message: t("tasks:time.logged"), type: "success" }),
        });
      }
      onSaved();
      onClose();
    } catch {
      // Toasted by the HTTP client; the form stays open to fix it.
    }
  };

  return (
    <Modal
      open={open}
      title={t(editing ? "tasks:time.editTitle" : "tasks:time.logTitle")}
      okText={t("buttons.save")}
      cancelText={t("buttons.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.mutation.isPending || update.mutation.isPending}
      destroyOnHidden
      okButtonProps={{ "data-testid": "time-entry-save" } as never}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        data-testid="time-entry-form"
        preserve={false}
        initialValues={entryFormValues(editing)}
      >
        <Form.Item name="mode">
          <Segmented
            block
            options={[
              { value: "duration", label: t("tasks:time.byDuration") },
              { value: "range", label: t("tasks:time.byRange") },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="date"
          label={t("tasks:time.date")}
          rules={[{ required: true, message: t("tasks:time.dateRequired") }]}
        >
          <DatePicker format="L" style={{ width: "100%" }} data-testid="time-entry-date" />
        </Form.Item>
        {mode === "range" ? (
          <div style={{ display: "flex", gap: 12 }}>
            <Form.Item
              name="start"
              label={label("started_at")}
              rules={[{ required: true, message: t("tasks:time.startRequired") }]}
              style={{ flex: 1 }}
            >
              <TimePicker format="HH:mm" style={{ width: "100%" }} needConfirm={false} data-testid="time-entry-start" />
            </Form.Item>
            <Form.Item
              name="end"
              label={label("ended_at")}
              dependencies={["start"]}
              style={{ flex: 1 }}
              rules={[
                { required: true, message: t("tasks:time.endRequired") },
                ({ getFieldValue }) => ({
                  validator: (_, end) => {
                    const start = getFieldValue("start");
                    return !start || !end || end.isAfter(start)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t("tasks:time.endAfterStart")));
                  },
                }),
              ]}
            >
              <TimePicker format="HH:mm" style={{ width: "100%" }} needConfirm={false} data-testid="time-entry-end" />
            </Form.Item>
          </div>
        ) : (
          <Form.Item
            name="minutes"
            label={label("minutes")}
            rules={[{ required: true, message: t("tasks:time.minutesRequired") }]}
            extra={minutes ? t("tasks:time.asHours", { duration: hoursMinutes(minutes) }) : undefined}
          >
            <InputNumber
              min={1}
              max={100_000}
              precision={0}
              style={{ width: "100%" }}
              data-testid="time-entry-minutes"
            />
          </Form.Item>
        )}
        <Form.Item name="note" label={label("note")}>
          <Input maxLength={500} data-testid="time-entry-note" />
        </Form.Item>
        <Form.Item name="billable" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="time-entry-billable">{label("billable")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
