import { Button, Result } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

// docs/product.md#screens-and-routes: any unmatched path shows a not-found page.
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={`404 · ${t("notFound.title")}`}
      subTitle={t("notFound.message")}
      extra={
        <Link to="/">
          <Button type="primary">{t("notFound.home")}</Button>
        </Link>
      }
    />
  );
}
