// A project row's actions: open, edit (when allowed) and delete with the typed-name confirmation.
// Paths come from the declaration: Refine's own buttons look the resource up by name, and the
// projects menu group carries that same name.
import type { BaseRecord } from "@refinedev/core";
import { useCan } from "@refinedev/core";
import { Button, Space } from "antd";
import { EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../../resources/kit/types";
import { DeleteConfirmButton } from "../../../resource-pages/delete-confirm";
import { rowAllows } from "../../../providers/access-row-permissions";
import { pagePath } from "../../../providers/resource-paths";

export function ProjectRowActions({ def, row }: { def: ResourceDef; row: BaseRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayEdit = (useCan({ resource: def.name, action: "edit" }).data?.can ?? false) && rowAllows(row, "edit");
  const id = String(row.id);
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<EyeOutlined />}
        aria-label={t("buttons.show")}
        title={t("buttons.show")}
        onClick={() => navigate(pagePath(def, "show").replace(":id", id))}
      />
      {mayEdit && (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t("buttons.edit")}
          title={t("buttons.edit")}
          onClick={() => navigate(pagePath(def, "edit").replace(":id", id))}
        />
      )}
      <DeleteConfirmButton def={def} record={row} hideText size="small" />
    </Space>
  );
}
