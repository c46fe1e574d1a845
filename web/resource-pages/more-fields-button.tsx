// "Más campos" under a quick create (resources/kit/quick-create.ts): opens the rest of the form.
import { Button } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

export function MoreFieldsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="link"
      icon={<DownOutlined />}
      onClick={onClick}
      aria-expanded={false}
      style={{ paddingInline: 0 }}
      data-testid="more-fields"
    >
      {t("resource-pages:moreFields")}
    </Button>
  );
}
