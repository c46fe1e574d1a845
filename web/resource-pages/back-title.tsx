import type { ReactNode } from "react";
import { useBack } from "@refinedev/core";
import { Button, Typography } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

// Refine's page views (Create, Edit, Show) draw their back arrow as a button inside a
// `div role=button` labelled "back" in English (@ant-design/pro-layout's PageHeader): a control
// inside a control, which screen readers cannot use. The views get `goBack={false}` and this
// title instead: one real button, named in the page's language, then the title.

function BackTitle({ title }: { title: ReactNode }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8, minWidth: 0 }}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t("buttons.back")}
        title={t("buttons.back")}
        onClick={() => back()}
      />
      <Typography.Title level={4} style={{ margin: 0, overflowWrap: "anywhere" }}>
        {title}
      </Typography.Title>
    </span>
  );
}

/** The props a Refine page view takes for its title with an accessible back button. */
export function backTitle(title: ReactNode): { title: ReactNode; goBack: false } {
  return { title: <BackTitle title={title} />, goBack: false };
}
