import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// No source line over 120 characters (issue 30). Biome's formatter wraps code at 120 but leaves
// comments and long string or template literals as they are, so this check reads every line.
// Lines already over the limit are counted per file in a baseline that may only shrink: a file
// whose count grows fails the check; `--update` writes the counts anew once lines were rewrapped.

export const MAX_LINE = 120;
const ROOTS = ["api", "web", "resources", "tests", "scripts"];
const ROOT_FILES = ["vite.config.ts", "vitest.config.ts", "playwright.config.ts"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..");
const baselineFile = path.join(here, "line-length-baseline.json");

export type Counts = Record<string, number>;

/** The 1-based numbers of the lines of `text` longer than `max` characters (code points). */
export function longLines(text: string, max = MAX_LINE): number[] {
  const out: number[] = [];
  text.split("\n").forEach((line, i) => {
    if ([...line.replace(/\r$/, "")].length > max) out.push(i + 1);
  });
  return out;
}

/** The files whose long lines outnumber what the baseline allows them, with both counts. */
export function overBaseline(counts: Counts, baseline: Counts): { file: string; count: number; allowed: number }[] {
  return Object.entries(counts)
    .filter(([file, count]) => count > (baseline[file] ?? 0))
    .map(([file, count]) => ({ file, count, allowed: baseline[file] ?? 0 }));
}

function sourceFiles(): string[] {
  const args = ["ls-files", "-z", "--", ...ROOTS, ...ROOT_FILES];
  const listed = execFileSync("git", args, { cwd: repo, encoding: "utf8" });
  return listed.split("\0").filter((file) => SOURCE.test(file));
}

function main(): void {
  const counts: Counts = {};
  const lines = new Map<string, number[]>();
  for (const file of sourceFiles()) {
    const long = longLines(readFileSync(path.join(repo, file), "utf8"));
    if (long.length === 0) continue;
    counts[file] = long.length;
    lines.set(file, long);
  }
  if (process.argv.includes("--update")) {
    const sorted = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(baselineFile, `${JSON.stringify(sorted, null, 2)}\n`);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`line-length baseline: ${total} lines over ${MAX_LINE} in ${lines.size} files`);
    return;
  }
  const baseline = JSON.parse(readFileSync(baselineFile, "utf8")) as Counts;
  const failures = overBaseline(counts, baseline);
  for (const { file, count, allowed } of failures) {
    const where = lines.get(file)?.join(", ");
    console.error(`${file}: ${count} lines over ${MAX_LINE} characters (allowed ${allowed}): lines ${where}`);
  }
  if (failures.length > 0) {
    console.error(`Rewrap them to at most ${MAX_LINE} characters (see scripts/check-line-length.ts).`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
