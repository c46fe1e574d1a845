import { Button, Result } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t("forbidden.message")}
      extra={
        <Link to="/">
          <Button type="primary">{t("notFound.home")}</Button>
        </Link>
      }
    />
  );
}
