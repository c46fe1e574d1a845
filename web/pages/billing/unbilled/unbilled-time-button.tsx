// "Invoice unbilled time" on a client's or a project's page, for whoever may create invoices.
import { useCan } from "@refinedev/core";
import { Button } from "antd";
import { FieldTimeOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { unbilledPath } from "../billing-paths";

export function UnbilledTimeButton({
  clientId,
  projectId,
}: {
  clientId?: number | string;
  projectId?: number | string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayInvoice = useCan({ resource: "invoices", action: "create" }).data?.can ?? false;
  if (!mayInvoice) return null;
  return (
    <Button
      icon={<FieldTimeOutlined />}
      onClick={() => navigate(unbilledPath({ clientId, projectId }))}
      data-testid="invoice-unbilled-time"
    >
      {t("billing:unbilled.open")}
    </Button>
  );
}
