import type { BenchResults } from "./report.js";

// `npm run bench -- --only billing[,support…]`: which parts of the bench this run measures. The
// parts are what bench.ts runs one after another; `live` (its own database, two instances) only
// runs when named here, or without --only as bench.ts decides.

export const PARTS = [
  "list",
  "crm",
  "support",
  "billing",
  "education",
  "search",
  "dashboard",
  "hostile",
  "floor",
  "browser",
  "plans",
  "verifactu",
] as const;

export interface Parts {
  /** The parts asked for, or undefined when the whole bench runs. */
  only: string[] | undefined;
  runs(part: string): boolean;
  /** The parts this run leaves out (their last figures are kept). */
  skipped: string[];
}

export function parseParts(argv: string[]): Parts {
  const at = argv.indexOf("--only");
  const value =
    argv.find((a) => a.startsWith("--only="))?.slice("--only=".length) ?? (at >= 0 ? argv[at + 1] : undefined);
  const only = value
    ?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const known: string[] = [...PARTS, "live"];
  if (only && (!only.length || only.some((p) => !known.includes(p))))
    throw new Error(`--only takes a comma-separated list of ${known.join(", ")} (got "${value ?? ""}")`);
  const runs = (part: string) => !only || only.includes(part);
  return { only, runs, skipped: PARTS.filter((p) => !runs(p)) };
}

/** Whether saved results hold figures of a part (older runs had fewer parts). */
export function holds(r: BenchResults, part: string): boolean {
  switch (part) {
    case "list":
      return r.list.length > 0;
    case "crm":
      return Boolean(r.crm?.length);
    case "support":
      return Boolean(r.support?.api.length);
    case "billing":
      return Boolean(r.billing);
    case "education":
      return Boolean(r.education);
    case "dashboard":
      return Boolean(r.dashboard?.length);
    case "search":
      return Boolean(r.search?.length);
    case "hostile":
      return Boolean(r.hostile);
    case "floor":
      return Boolean(r.floor);
    case "browser":
      return r.routes.length > 0 || !("skipped" in r.gantt);
    default:
      return r.plans.length > 0;
  }
}
