// A row's actions in the table view of a board page: open, edit (when allowed) and delete with the
// typed-name confirmation. Paths come from the declaration (resource-paths.ts).
import type { BaseRecord } from "@refinedev/core";
import { useCan } from "@refinedev/core";
import { Button, Space } from "antd";
import { EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { DeleteConfirmButton } from "../../resource-pages/delete-confirm";
import { rowAllows } from "../../providers/access-row-permissions";
import { resourcePaths, showPathFor } from "../../providers/resource-paths";

export function RowActions({ def, row }: { def: ResourceDef; row: BaseRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = resourcePaths(def);
  const mayEdit = (useCan({ resource: def.name, action: "edit" }).data?.can ?? false) && rowAllows(row, "edit");
  const id = String(row.id);
  return (
    <Space size={4}>
      {paths.show && (
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label={t("buttons.show")}
          title={t("buttons.show")}
          onClick={() => navigate(showPathFor(def, row)!)}
        />
      )}
      {mayEdit && paths.edit && (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t("buttons.edit")}
          title={t("buttons.edit")}
          onClick={() => navigate(paths.edit!.replace(":id", id))}
        />
      )}
      <DeleteConfirmButton def={def} record={row} hideText size="small" />
    </Space>
  );
}
