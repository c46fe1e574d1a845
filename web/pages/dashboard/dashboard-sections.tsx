// The sections the answer holds, in the page's order: a user sees only those of the resources
// they may list (a client only their own account's).
import "./dashboard-texts";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BillingSection } from "./billing-section";
import { ClientSection } from "./client-section";
import { SECTION_ORDER, type DashboardAnswer } from "./dashboard-types";
import { EducationSection } from "./education-section";
import { ProjectsSection } from "./projects-section";
import { SalesSection } from "./sales-section";
import { SupportSection } from "./support-section";

export function DashboardSections({ answer }: { answer: DashboardAnswer }) {
  const { t } = useTranslation();
  const { range } = answer;
  const shown = SECTION_ORDER.filter((key) => answer[key]);
  if (shown.length === 0) return <Typography.Paragraph type="secondary">{t("dashboard:empty")}</Typography.Paragraph>;
  return (
    <>
      {shown.map((key) => {
        switch (key) {
          case "client":
            return <ClientSection key={key} client={answer.client!} />;
          case "sales":
            return <SalesSection key={key} sales={answer.sales!} />;
          case "projects":
            return <ProjectsSection key={key} projects={answer.projects!} range={range} />;
          case "support":
            return <SupportSection key={key} support={answer.support!} range={range} />;
          case "billing":
            return <BillingSection key={key} billing={answer.billing!} />;
          case "education":
            return <EducationSection key={key} education={answer.education!} />;
          default:
            return null;
        }
      })}
    </>
  );
}
