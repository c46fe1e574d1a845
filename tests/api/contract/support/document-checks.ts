import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenApiDocument } from "./answer-validator.js";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");

export const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

/** Every operation of the document with its path and method. */
export function operations(doc: OpenApiDocument): { path: string; method: string; operation: Record<string, any> }[] {
  return Object.entries<Record<string, any>>(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path: p, method, operation })),
  );
}

/** swagger-parser's verdict (it validates against the OpenAPI 3.0 meta-schema): null when valid. */
export async function swaggerParserProblem(doc: OpenApiDocument): Promise<string | null> {
  try {
    await SwaggerParser.validate(structuredClone(doc) as never);
    return null;
  } catch (error) {
    return String((error as Error).message).slice(0, 3000);
  }
}

export interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  pointer: string;
}

/**
 * `redocly lint openapi.json` as a developer runs it at the repository's root, with its redocly.yaml
 * (the recommended rules) and .redocly.lint-ignore.yaml (the warnings set aside, with their
 * reasons). The bundled CLI has no programmatic API, so it runs in a process of its own.
 */
export async function redoclyProblems(doc: OpenApiDocument): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-openapi-"));
  for (const file of ["redocly.yaml", ".redocly.lint-ignore.yaml"])
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  fs.writeFileSync(path.join(dir, "openapi.json"), JSON.stringify(doc));
  try {
    const cli = path.join(ROOT, "node_modules/@redocly/cli/bin/cli.js");
    const args = [cli, "lint", "openapi.json", "--format=json", "--max-problems=1000", "--config=redocly.yaml"];
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    // Errors make the CLI exit 1; its JSON report is on stdout all the same.
    const out = await run(process.execPath, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024, env }).catch(
      (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? "" }),
    );
    const report = JSON.parse(out.stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    return report.problems.map((p) => ({
      ruleId: p.ruleId,
      severity: p.severity,
      message: p.message,
      pointer: p.location[0]?.pointer ?? "",
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
