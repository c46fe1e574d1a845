// Generated delete action of one row: a button and a confirmation modal, built from the
// ResourceDef's labelField (the name to type) and its delete permission.
import { useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useCan, useDelete } from "@refinedev/core";
import { Button, Input, Modal, Space, Typography } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../resources/kit/types";
import { rowAllows } from "../providers/access-row-permissions";
import { savedMessage } from "./saved-message";

interface DeleteConfirmProps {
  def: ResourceDef;
  record: BaseRecord;
  hideText?: boolean;
  size?: "small" | "middle";
  onDeleted?: () => void;
}

// docs/product.md#validation: deleting an element requires a confirmation statement containing its name; the
// button stays disabled until the user types the element's name exactly.
export function DeleteConfirmButton({ def, record, hideText, size, onDeleted }: DeleteConfirmProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const access = useCan({ resource: def.name, action: "delete", params: { id: record.id } });
  const { mutate, mutation } = useDelete();
  const name = String(record[def.labelField] ?? record.id ?? "");
  const matches = typed === name;

  // The role may delete such rows, and the API says this one is among them (`_can`).
  if (!access.data?.can || record.id === undefined || !rowAllows(record, "delete")) return null;

  const close = () => {
    setOpen(false);
    setTyped("");
  };

  const confirm = () => {
    mutate(
      {
        resource: def.name,
        id: record.id!,
        mutationMode: "pessimistic",
        successNotification: () => ({ message: savedMessage(t, def, record, "deleted"), type: "success" }),
        // The HTTP client already toasts failures such as 409 "in use".
        errorNotification: false,
      },
      {
        onSuccess: () => {
          close();
          return onDeleted?.();
        },
      },
    );
  };

  return (
    <>
      <Button
        danger
        size={size}
        icon={<DeleteOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t("buttons.delete")}
        title={t("buttons.delete")}
      >
        {hideText ? null : t("buttons.delete")}
      </Button>
      <Modal
        open={open}
        title={t("deleteConfirm.title", { name })}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            {t("buttons.cancel")}
          </Button>,
          <Button key="delete" danger type="primary" disabled={!matches} loading={mutation.isPending} onClick={confirm}>
            {t("deleteConfirm.confirm")}
          </Button>,
        ]}
      >
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Text type="danger">{t("deleteConfirm.warning")}</Typography.Text>
          <Typography.Text>
            {t("deleteConfirm.instruction")}{" "}
            <Typography.Text strong code>
              {name}
            </Typography.Text>
          </Typography.Text>
          <Input
            autoFocus
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onPressEnter={() => matches && confirm()}
            placeholder={name}
            status={typed && !matches ? "error" : undefined}
            aria-label={t("deleteConfirm.instruction")}
          />
        </Space>
      </Modal>
    </>
  );
}
