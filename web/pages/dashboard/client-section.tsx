// A client's own page: how their projects are going, their open tickets and what they owe.
import { Col, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatAmount, formatCount, formatDay } from "../../components/dashboard/dashboard-format";
import type { SectionProps } from "../../components/dashboard/dashboard-types";
import type { ClientFigures as Client } from "../../../resources/dashboard-answer";
import { KpiCard } from "../../components/dashboard/kpi-card";
import { RecordLink } from "../../components/dashboard/record-link";
import { ProgressBar, Rows } from "../../components/dashboard/simple-parts";
import { DashboardSection, HALF_COLUMN, KPI_COLUMN, PanelCard } from "../../components/dashboard/section-layout";

export function ClientSection({ answer }: SectionProps) {
  const client: Client = answer.client!;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const due = client.invoices_due;
  return (
    <DashboardSection id="client" title={t("dashboard:sections.client")}>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-client-tickets"
          title={t("dashboard:client.openTickets")}
          value={formatCount(client.open_tickets.value, lang)}
          link={client.open_tickets.link}
        />
      </Col>
      <Col {...KPI_COLUMN}>
        <KpiCard
          testId="kpi-client-invoices"
          title={t("dashboard:client.invoicesDue")}
          value={formatCount(due.count, lang)}
          link={due.link}
          tone={due.count > 0 ? "warning" : undefined}
          footer={
            <Typography.Text type="secondary">
              {t("dashboard:client.outstanding", { amount: formatAmount(due.amount, lang) })}
            </Typography.Text>
          }
        />
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard title={t("dashboard:client.projects")} empty={client.projects.length === 0} testId="client-projects">
          <Rows
            items={client.projects}
            render={(project) => (
              <>
                <RecordLink resource="projects" row={project as unknown as Record<string, unknown>}>
                  {project.name}
                </RecordLink>
                <ProgressBar percent={project.progress} label={project.name} />
                {project.end_date && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("dashboard:client.ends", { date: formatDay(project.end_date, lang) })}
                  </Typography.Text>
                )}
              </>
            )}
          />
        </PanelCard>
      </Col>
      <Col {...HALF_COLUMN}>
        <PanelCard title={t("dashboard:client.invoicesDue")} empty={due.items.length === 0} testId="client-invoices">
          <Rows
            items={due.items}
            render={(invoice) => (
              <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 8 }}>
                <div>
                  <RecordLink resource="invoices" row={invoice as unknown as Record<string, unknown>}>
                    {invoice.number}
                  </RecordLink>
                  {invoice.due_date && (
                    <div>
                      <Typography.Text type="secondary">
                        {t("dashboard:client.dueOn", { date: formatDay(invoice.due_date, lang) })}
                      </Typography.Text>
                    </div>
                  )}
                </div>
                <Typography.Text strong>{formatAmount(invoice.outstanding, lang)}</Typography.Text>
              </div>
            )}
          />
        </PanelCard>
      </Col>
    </DashboardSection>
  );
}
