// The sections the answer holds, in the page's order (each area's web manifest registers its own:
// web/pages/web-manifest.ts): a user sees only those of the resources they may list (a client
// only their own account's). Each section is a chunk of its own, started with the page.
import "../../components/dashboard/dashboard-texts";
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { DashboardAnswer, SectionProps } from "../../components/dashboard/dashboard-types";
import { Loading } from "../../components/loading";
import type { DashboardSectionView } from "../web-manifest";

const components = new WeakMap<DashboardSectionView, LazyExoticComponent<ComponentType<SectionProps>>>();

function componentOf(view: DashboardSectionView) {
  let component = components.get(view);
  if (!component) {
    component = lazy(view.load);
    components.set(view, component);
  }
  return component;
}

/** Starts loading every section's code while the answer is on its way. */
export function usePreloadedSections(sections: readonly DashboardSectionView[]): void {
  useEffect(() => {
    for (const view of sections) void view.load();
  }, [sections]);
}

interface DashboardSectionsProps {
  answer: DashboardAnswer;
  sections: readonly DashboardSectionView[];
}

export function DashboardSections({ answer, sections }: DashboardSectionsProps) {
  const { t } = useTranslation();
  const shown = sections.filter((view) => answer[view.name]);
  if (shown.length === 0) return <Typography.Paragraph type="secondary">{t("dashboard:empty")}</Typography.Paragraph>;
  return (
    <Suspense fallback={<Loading />}>
      {shown.map((view) => {
        const Section = componentOf(view);
        return <Section key={view.name} answer={answer} />;
      })}
    </Suspense>
  );
}
