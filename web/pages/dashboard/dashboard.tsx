import { useCan, useGetIdentity, useList } from "@refinedev/core";
import { Card, Col, Row, Statistic, Typography } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { RESOURCES } from "../../../resources/registry";
import { pagesOf } from "../../../resources/kit/define-resource";
import { ResourceIcon } from "../../resource-pages/icon-registry";
import type { SessionUser } from "../../providers/session";

function CountCard({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const access = useCan({ resource: def.name, action: "list" });
  const allowed = access.data?.can === true;
  // pageSize 1: only the total (x-total-count) is needed.
  const { result, query } = useList({
    resource: def.name,
    pagination: { currentPage: 1, pageSize: 1 },
    queryOptions: { enabled: allowed },
  });
  if (!allowed) return null;
  return (
    <Col xs={24} sm={12} lg={8} xl={6}>
      <Link to={def.route}>
        <Card hoverable>
          <Statistic
            title={t(`resources:${def.name}.title`)}
            value={result.total ?? 0}
            loading={query.isLoading}
            prefix={<ResourceIcon name={def.icon} />}
            suffix={<Typography.Text type="secondary" style={{ fontSize: 14 }}>{t("dashboard.records")}</Typography.Text>}
          />
        </Card>
      </Link>
    </Col>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<SessionUser>();
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t("dashboard.welcome", { name: user?.name ?? "" })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("dashboard.intro")}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {/* A card links to its list: resources without one (a task's notes) have no card. */}
        {RESOURCES.filter((def) => def.menu !== false && pagesOf(def).includes("list")).map((def) => (
          <CountCard key={def.name} def={def} />
        ))}
      </Row>
    </>
  );
}
