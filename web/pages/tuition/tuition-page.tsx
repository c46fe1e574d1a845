// /billings/remittances ("Remesas", admins): the monthly fees of the academy's courses drafted
// as invoices, issued, and collected by SEPA direct debit, with the debits the bank returned.
import { List } from "@refinedev/antd";
import { Col, Grid, Row, Space } from "antd";
import { useTranslation } from "react-i18next";
import { MonthRunCard } from "./month-run-card";
import { RunsCard } from "./runs-card";
import { SettingsCard } from "./settings-card";

export function TuitionPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  // Side by side on a wide screen, the month and the settings come before the runs; on a narrow
  // one the settings, seldom changed, go last.
  const wide = Boolean(screens.xl);
  return (
    // Refine would take the path for an invoice's (/billings/:id): the page has no breadcrumb of its own.
    <List title={t("tuition:title")} headerButtons={null} canCreate={false} breadcrumb={false}>
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <MonthRunCard />
          </Col>
          {wide && (
            <Col xl={12}>
              <SettingsCard />
            </Col>
          )}
        </Row>
        <RunsCard />
        {!wide && <SettingsCard />}
      </Space>
    </List>
  );
}
