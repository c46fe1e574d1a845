// The comparison with the previous period: an arrow, by how much, and what it was then (a link
// to that period's list when there is one).
import { Space, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { change } from "./dashboard-range";
import { formatShare } from "./dashboard-format";
import { FigureLink } from "./figure-link";
import type { Link } from "./dashboard-types";

interface DeltaProps {
  current: number;
  previous: number;
  format: (value: number) => string;
  previousLink?: Link;
}

export function Delta({ current, previous, format, previousLink }: DeltaProps) {
  const { t, i18n } = useTranslation();
  const share = change(current, previous);
  const up = share === null || share > 0;
  const same = share === 0;
  const type = same ? "secondary" : up ? "success" : "danger";
  const icon = same ? <MinusOutlined /> : up ? <ArrowUpOutlined /> : <ArrowDownOutlined />;
  const text =
    share === null ? t("dashboard:delta.new") : same ? t("dashboard:delta.same") : formatShare(share, i18n.language);
  const spoken =
    share === null
      ? t("dashboard:delta.new")
      : same
        ? t("dashboard:delta.same")
        : t(up ? "dashboard:delta.upLabel" : "dashboard:delta.downLabel", { share: text });
  return (
    <Space size={6} wrap data-testid="delta">
      <Typography.Text type={type} strong aria-label={spoken}>
        {icon} {text}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t("dashboard:delta.previous")}{" "}
        <FigureLink link={previousLink} inline>
          {format(previous)}
        </FigureLink>
      </Typography.Text>
    </Space>
  );
}
