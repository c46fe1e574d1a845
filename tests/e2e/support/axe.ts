import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// axe-core, the outside judge of accessibility (WCAG 2.1 AA), injected into the page as its own
// script: @axe-core/playwright needs a newer Node than the project's.
const axeSource: string = createRequire(import.meta.url)("axe-core").source;

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa"];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the page as it is now; answers the critical and serious violations. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => "axe" in window);
  // Evaluated through the DevTools protocol, which the page's content-security policy does not govern.
  if (!injected) await page.evaluate(axeSource);
  // A first run without CSS selectors (their making is a good part of axe's time on a big page)
  // nor the style-sheet preload (only css-orientation-lock reads it, and it is not in these tags):
  // most runs pass. A failing one runs again with selectors, to name the elements.
  const run = (selectors: boolean) =>
    page.evaluate(
      async ({ tags, selectors }) => {
        const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
        const result = await axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
          selectors,
          preload: false,
        });
        return result.violations
          .filter((v) => v.impact === "critical" || v.impact === "serious")
          .map((v) => ({
            id: v.id,
            impact: v.impact ?? "",
            help: v.help,
            // The element, then the first line of axe's reason ("… contrast of 3.36 (foreground …").
            targets: v.nodes.slice(0, 5).map((n) => {
              const why = n.failureSummary?.split("\n")[1]?.trim();
              return `${(n.target ?? []).join(" ")}${why ? ` — ${why}` : ""}`;
            }),
            count: v.nodes.length,
          }));
      },
      { tags: AXE_TAGS, selectors },
    );
  let violations = await run(false);
  if (violations.length > 0) violations = await run(true);
  return violations.map(({ count, targets, ...finding }) => ({
    ...finding,
    targets: count > 5 ? [...targets, `… ${count} in all`] : targets,
  }));
}

/** One line per violation, for a test's failure message. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where}: ${f.id} (${f.impact}) ${f.help}\n    ${f.targets.join("\n    ")}`);
}
