// For whoever may change pipelines (admins): one menu to edit the pipeline shown, manage the
// stages and add a pipeline (a menu: three more buttons would crowd a phone's header).
import { useCan } from "@refinedev/core";
import { Button, Dropdown, type MenuProps } from "antd";
import {
  DownOutlined,
  EditOutlined,
  OrderedListOutlined,
  PlusOutlined,
  SettingOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { pagePath } from "../../../providers/resource-paths";
import { pipelineStages } from "../../../../resources/crm/pipeline-stages";
import { pipelines } from "../../../../resources/crm/pipelines";

export function PipelineAdminLinks({ pipelineId }: { pipelineId: number | undefined }) {
  const { t } = useTranslation();
  const stages = pipelineStages;
  const mayCreate = useCan({ resource: pipelines.name, action: "create" }).data?.can ?? false;
  const mayEdit = useCan({ resource: pipelines.name, action: "edit" }).data?.can ?? false;
  const mayEditStages = useCan({ resource: stages.name, action: "edit" }).data?.can ?? false;
  const items: MenuProps["items"] = [
    ...(mayEdit && pipelineId !== undefined
      ? [
          {
            key: "edit",
            icon: <EditOutlined />,
            label: (
              <Link to={pagePath(pipelines, "edit").replace(":id", String(pipelineId))}>
                {t("crm-boards:pipelines.editPipeline")}
              </Link>
            ),
          },
        ]
      : []),
    ...(mayEditStages
      ? [
          {
            key: "stages",
            icon: <OrderedListOutlined />,
            label: <Link to={pagePath(stages, "list")}>{t("crm-boards:pipelines.stages")}</Link>,
          },
        ]
      : []),
    {
      key: "list",
      icon: <UnorderedListOutlined />,
      label: <Link to={pagePath(pipelines, "list")}>{t("crm-boards:pipelines.all")}</Link>,
    },
    ...(mayCreate
      ? [
          {
            key: "create",
            icon: <PlusOutlined />,
            label: <Link to={pagePath(pipelines, "create")}>{t("crm-boards:pipelines.newPipeline")}</Link>,
          },
        ]
      : []),
  ];
  if (!mayEdit && !mayEditStages && !mayCreate) return null;
  return (
    <Dropdown menu={{ items }} trigger={["click"]}>
      <Button icon={<SettingOutlined />}>
        {t("crm-boards:pipelines.manage")} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
