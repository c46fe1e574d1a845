import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What `npm run new-resource` makes passes the project's own checks with no other edit: in a copy
// of the project, a scaffolded resource type-checks and passes the shared CRUD suite (the role
// matrix, its labels in both languages, the suite's parts) on the embedded database.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const COPIED = ["api", "resources", "migrations", "locales", "web", "tests/fixtures", "tests/api/crud", "tests/web"];
const FILES = ["package.json", "tsconfig.json", "vitest.config.ts", "vite.config.ts"];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-scaffold-suite-"));
const bin = (file: string) => path.join(ROOT, "node_modules", file);

/** The environment without the parent run's own test settings (its database template, its kind). */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TEST_|VITEST)/.test(name)));
}

beforeAll(() => {
  for (const dir of COPIED) fs.cpSync(path.join(ROOT, dir), path.join(tmp, dir), { recursive: true });
  for (const file of FILES) fs.copyFileSync(path.join(ROOT, file), path.join(tmp, file));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(tmp, "node_modules"));
  const args = ["--root", tmp, "crm/competitors", "name:string!", "website:string"];
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/new-resource.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
}, 120_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("a scaffolded resource in a copy of the project", () => {
  it("sits under its area's path and leaves an optional text free to be empty", async () => {
    const source = fs.readFileSync(path.join(tmp, "resources/crm/competitors.ts"), "utf8");
    expect(source).toContain(`route: "/crm/competitors",`);
    expect(source).toContain(`website: { type: "string", maxLength: 120 },`);
  });

  it("type-checks", () => {
    const config = { extends: path.join(ROOT, "tsconfig.json"), include: ["api", "web", "resources", "migrations"] };
    fs.writeFileSync(path.join(tmp, "tsconfig.json"), JSON.stringify(config));
    // Throws with tsc's diagnostics when it finds an error.
    execFileSync(process.execPath, [bin("typescript/bin/tsc"), "-p", tmp], { cwd: tmp, encoding: "utf8" });
  }, 300_000);

  it("passes the shared CRUD suite, the role matrix and the labels check on PGlite", () => {
    const files = [
      "tests/api/crud/shared-crud-crm.test.ts",
      "tests/api/crud/shared-crud-parts.test.ts",
      "tests/api/crud/resource-labels.test.ts",
    ];
    const only = ["competitors", "cover every declared resource"].join("|");
    const report = path.join(tmp, "suite-report.json");
    const args = [
      bin("vitest/vitest.mjs"),
      "run",
      "--project",
      "pglite",
      ...files,
      "-t",
      only,
      "--reporter=json",
      `--outputFile=${report}`,
    ];
    try {
      execFileSync(process.execPath, args, { cwd: tmp, encoding: "utf8", env: cleanEnv(), stdio: "pipe" });
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      throw new Error(`the suite failed on the scaffolded resource:\n${stdout}\n${stderr}`);
    }
    const { testResults } = JSON.parse(fs.readFileSync(report, "utf8")) as {
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    };
    const results = testResults.flatMap((file) => file.assertionResults).filter((test) => test.status !== "skipped");
    // The resource's own checks ran (a filter matching nothing would pass with none), in every file.
    const ran = (pattern: RegExp) => results.filter((test) => pattern.test(test.fullName)).length;
    expect(ran(/generic CRUD on pglite \(crm\) competitors /)).toBeGreaterThan(20);
    expect(ran(/labels competitors/)).toBe(2);
    expect(ran(/cover every declared resource/)).toBe(1);
    expect(results.filter((test) => test.status !== "passed")).toEqual([]);
  }, 600_000);
});
