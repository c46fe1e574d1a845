import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import type { BenchServer } from "./bench-server.js";
import { CHROMIUM } from "./browser.js";

// Lighthouse's accessibility score (0–100) of the sign-in page and of the admin's dashboard, on a
// phone (Lighthouse's mobile preset) and on a desktop (docs/accessibility.md#lighthouse), beside
// the browser suite's own axe walk. Lighthouse drives its own tab of a Chromium that Playwright
// started with a debugging port, in the profile where the admin's session already sits, so the
// dashboard is measured signed in (Lighthouse is told not to clear the storage).

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);

export interface LighthouseFigure {
  page: string;
  form_factor: "mobile" | "desktop";
  accessibility: number;
  /** The audits that failed, by id: what to look at when the score is below 100. */
  failed: string;
}

export async function benchLighthouse(server: BenchServer): Promise<LighthouseFigure[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-lighthouse-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${PORT}`,
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  try {
    const session = await server.login("admin@demo.test");
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    const figures: LighthouseFigure[] = [];
    for (const [name, url, signedIn] of [
      ["sign-in", `${server.url}/auth/login`, false],
      ["dashboard", `${server.url}/`, true],
    ] as const) {
      await page.evaluate(
        ([s, keep]) => {
          localStorage.clear();
          if (!keep) return;
          localStorage.setItem("token", s.access_token);
          localStorage.setItem("refresh_token", s.refresh_token);
          localStorage.setItem("user", JSON.stringify(s.user));
        },
        [session, signedIn] as const,
      );
      for (const formFactor of ["mobile", "desktop"] as const) {
        const result = await lighthouse(
          url,
          {
            port: PORT,
            onlyCategories: ["accessibility"],
            disableStorageReset: true,
            logLevel: "error",
            output: "json",
          },
          formFactor === "desktop"
            ? {
                extends: "lighthouse:default",
                settings: {
                  formFactor,
                  screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
                },
              }
            : undefined,
        );
        const lhr = result!.lhr;
        const failed = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id);
        figures.push({
          page: name,
          form_factor: formFactor,
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          failed: failed.join(", ") || "—",
        });
      }
    }
    return figures;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
