// The leads page's "Import" button (for whoever may create leads), opening the import wizard.
import { useState } from "react";
import { useCan } from "@refinedev/core";
import { Button } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { LeadImportWizard } from "./lead-import-wizard";

export function LeadImportButton({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const access = useCan({ resource: "leads", action: "create" });
  if (!access.data?.can) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="lead-import-button">
        {t("crm-import:button")}
      </Button>
      {open && <LeadImportWizard open onClose={() => setOpen(false)} onChanged={onImported} />}
    </>
  );
}
