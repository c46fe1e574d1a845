// Creating an activity on a picked slot, or editing one clicked on the calendar: subject, type,
// lead, owner (admins), due time, duration, done and outcome. An edited activity can also be
// deleted, or its lead opened. Another user's change meanwhile shows the "changed" banner.
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Segmented, Space } from "antd";
import { DeleteOutlined, ExportOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { RecordChangedBanner } from "../../../components/live/record-changed-banner";
import { useRecordChanged } from "../../../components/live/use-record-changed";
import { toast } from "../../../providers/toast";
import { ReferenceSelect } from "../../../resource-pages/reference-select";
import { activityBody, formValues, type ActivityFormValues } from "./activity-form";
import { createActivity, deleteActivity, loadActivity, patchActivity } from "./calendar-api";
import { MAX_DURATION, MIN_DURATION } from "./calendar-events";
import { ACTIVITY_TYPES, type Activity } from "./calendar-types";
import { LeadPicker } from "./lead-picker";
import { TypeIcon } from "./type-icon";

const RESOURCE = "lead-activities";

interface ActivityModalProps {
  /** The activity being edited; none to create one. */
  activity?: Activity;
  initialValues: ActivityFormValues;
  isAdmin: boolean;
  onClose(): void;
  onSaved(activity: Activity): void;
  onDeleted(id: number): void;
}

export function ActivityModal({ activity, initialValues, isAdmin, onClose, onSaved, onDeleted }: ActivityModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActivityFormValues>();
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const field = (name: string) => t(`resources:${RESOURCE}.fields.${name}`);
  const changed = useRecordChanged({
    resource: RESOURCE,
    id: activity?.id,
    form,
    load: async () => ({ ...formValues(await loadActivity(activity!.id)) }),
    reload: (fresh) => form.setFieldsValue(fresh as Partial<ActivityFormValues>),
    paused: () => busy.current,
  });

  const run = async (work: () => Promise<void>) => {
    busy.current = true;
    setSaving(true);
    try {
      await work();
    } catch {
      // Toasted by the HTTP client; the form stays open to fix it. A change may have come meanwhile.
      changed.check();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const submit = (values: ActivityFormValues) =>
    run(async () => {
      // A commercial user's new activity is theirs; only an admin changes an owner.
      const body = activityBody(values, isAdmin || !activity);
      const saved = activity ? await patchActivity(activity.id, body) : await createActivity(body);
      toast({ type: "success", message: t(activity ? "calendar:saved" : "calendar:created") });
      onSaved(saved);
    });

  const remove = () =>
    run(async () => {
      await deleteActivity(activity!.id);
      toast({ type: "success", message: t("calendar:deleted") });
      onDeleted(activity!.id);
    });

  const footer = (
    <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
      <Space wrap>
        {activity && (
          <Popconfirm
            title={t("calendar:deleteConfirm")}
            okText={t("buttons.delete")}
            cancelText={t("buttons.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => void remove()}
          >
            <Button danger icon={<DeleteOutlined />} disabled={saving} data-testid="activity-delete">
              {t("buttons.delete")}
            </Button>
          </Popconfirm>
        )}
        {activity && (
          <Link to={`/crm/lead-detail/${activity.lead_id}`} data-testid="activity-open-lead">
            <ExportOutlined /> {t("calendar:openLead")}
          </Link>
        )}
      </Space>
      <Space>
        <Button onClick={onClose}>{t("buttons.cancel")}</Button>
        <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="activity-save">
          {t("buttons.save")}
        </Button>
      </Space>
    </Space>
  );

  return (
    <Modal
      open
      title={t(activity ? "calendar:editTitle" : "calendar:newTitle")}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      data-testid="activity-modal"
    >
      <RecordChangedBanner changed={changed} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        data-testid="activity-form"
      >
        <Form.Item name="version" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="subject"
          label={field("subject")}
          rules={[
            { required: true, whitespace: true, message: t("calendar:form.subjectRequired") },
            { min: 2, max: 200, message: t("calendar:form.subjectLength") },
          ]}
        >
          <Input maxLength={200} autoFocus data-testid="activity-subject" />
        </Form.Item>
        <Form.Item name="type" label={field("type")}>
          <Segmented
            block
            data-testid="activity-type"
            options={ACTIVITY_TYPES.map((type) => ({
              value: type,
              label: t(`resources:${RESOURCE}.options.type.${type}`),
              icon: <TypeIcon type={type} />,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="lead_id"
          label={field("lead_id")}
          rules={[{ required: true, message: t("calendar:form.leadRequired") }]}
        >
          <LeadPickerField activity={activity} />
        </Form.Item>
        {isAdmin && (
          <Form.Item name="owner_id" label={field("owner_id")}>
            <ReferenceSelect resource="team-members" allowClear showSearch data-testid="activity-owner" />
          </Form.Item>
        )}
        <Space.Compact block style={{ gap: 12, display: "flex" }}>
          <Form.Item
            name="due_at"
            label={field("due_at")}
            rules={[{ required: true, message: t("calendar:form.dueRequired") }]}
            style={{ flex: 2 }}
          >
            <DatePicker
              showTime={{ format: "HH:mm", minuteStep: 5 }}
              format="L HH:mm"
              needConfirm={false}
              style={{ width: "100%" }}
              data-testid="activity-due"
            />
          </Form.Item>
          <Form.Item
            name="duration_minutes"
            label={field("duration_minutes")}
            rules={[{ required: true, message: t("calendar:form.durationRequired") }]}
            style={{ flex: 1 }}
          >
            <InputNumber
              min={MIN_DURATION}
              max={MAX_DURATION}
              step={5}
              precision={0}
              style={{ width: "100%" }}
              data-testid="activity-duration"
            />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="done" valuePropName="checked">
          <Checkbox data-testid="activity-done">{field("done")}</Checkbox>
        </Form.Item>
        <Form.Item name="outcome" label={field("outcome")}>
          <Input.TextArea rows={2} maxLength={2000} data-testid="activity-outcome" />
        </Form.Item>
        <Form.Item name="notes" label={field("notes")} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={2} maxLength={5000} data-testid="activity-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The lead picker inside Form.Item, which passes value, onChange and id. */
function LeadPickerField({
  activity,
  ...props
}: {
  activity?: Activity;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  return <LeadPicker {...props} initial={activity ? { id: activity.lead_id, name: activity.lead_name } : null} />;
}
