// A form's image field (FieldType "image"): never part of the form's body. On the edit form it
// shows the current picture, uploads a new one to POST /api/<name>/<id>/image/<field> and removes
// it with DELETE; on the create form there is no row to hang it on yet, so it says to save first.
import { useState } from "react";
import type { BaseRecord } from "@refinedev/core";
import { Button, Form, Space, Typography } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../resources/kit/types";
import { httpClient } from "../providers/http-client";
import { toast } from "../providers/toast";
import { ImageUpload } from "../pages/users/image-upload";
import { ImageThumb } from "./image-thumb";

interface ImageFieldProps {
  def: ResourceDef;
  name: string;
  /** The row being edited; none on a create form. */
  record: BaseRecord | undefined;
  /** The row as the upload or the removal answered it (a new version, the new path). */
  onChanged: (row: BaseRecord) => void;
  /** True while a request is out: the form's "changed elsewhere" check waits for it. */
  onBusy: (busy: boolean) => void;
}

export function ImageField({ def, name, record, onChanged, onBusy }: ImageFieldProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState(false);
  const label = t(`resources:${def.name}.fields.${name}`);

  if (record?.id === undefined) {
    return (
      <Form.Item label={label}>
        <Typography.Text type="secondary" data-testid={`image-save-first-${name}`}>
          {t("resource-pages:image.saveFirst")}
        </Typography.Text>
      </Form.Item>
    );
  }

  const url = `${def.name}/${record.id}/image/${name}`;
  const path = typeof record[name] === "string" ? (record[name] as string) : null;
  const remove = async () => {
    setRemoving(true);
    onBusy(true);
    try {
      const { data } = await httpClient.delete<BaseRecord>(url);
      onChanged(data);
      toast({ type: "success", message: t("resource-pages:image.removed") });
    } catch {
      // The HTTP client has already shown the API's message.
    } finally {
      setRemoving(false);
      onBusy(false);
    }
  };

  return (
    <Form.Item label={label}>
      <ImageUpload<BaseRecord>
        url={url}
        align="start"
        label={t(path ? "resource-pages:image.replace" : "resource-pages:image.upload")}
        testId={`image-upload-${name}`}
        onUploaded={onChanged}
        onBusy={onBusy}
        disabled={removing}
        preview={
          path ? (
            <Space align="center">
              <ImageThumb path={path} alt={label} size={96} />
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={removing}
                onClick={() => void remove()}
                data-testid={`image-remove-${name}`}
              >
                {t("resource-pages:image.remove")}
              </Button>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t("resource-pages:image.none")}</Typography.Text>
          )
        }
      />
    </Form.Item>
  );
}
