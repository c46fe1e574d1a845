import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardSchemaOf } from "../../../api/modules/dashboard/dashboard-schema.js";
import { API_MANIFESTS } from "../../../api/modules/manifests.js";

import { call } from "../../fixtures/app.js";
import { apiPathOf } from "../../../resources/kit/api-paths.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { openDashboardData, type DashboardData } from "../../fixtures/dashboard.js";
import type { Api } from "../../fixtures/records.js";

const dashboardSchema = dashboardSchemaOf(API_MANIFESTS.flatMap((m) => m.dashboardSections ?? []));

// Every figure of the dashboard that carries a list link equals that list's x-total-count, for
// every role, read from the answer itself: the schema says which figure counts each link's rows
// (`x-counts`, api/modules/dashboard/dashboard-schema.ts), so a figure added later is checked
// here as soon as it is in the answer, and a link whose schema does not say fails.

type Schema = Record<string, any>;
type Link = { resource: string; query: Record<string, string | string[]> };

interface LinkedFigure {
  path: string;
  link: Link;
  /** The figure's value: what the list behind it must count. */
  value: number;
}

/** The schema of `value` where the schema allows null besides (a pipeline-less funnel). */
function concrete(schema: Schema | undefined, value: unknown): Schema {
  if (!schema) throw new Error("an answer's part the schema does not describe");
  const options = (schema.anyOf as Schema[] | undefined)?.filter((s) => s.type !== "null");
  return options && value !== null ? options[0] : schema;
}

const at = (node: Record<string, unknown>, path: string): unknown =>
  path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown>)?.[key], node);

/** Every link in the answer with the figure its schema says counts its rows; throws on an undeclared one. */
function linkedFigures(value: unknown, schema: Schema, path: string, found: LinkedFigure[], amounts: string[]): void {
  if (value === null || typeof value !== "object") return;
  const own = concrete(schema, value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => linkedFigures(item, own.items, `${path}.${i}`, found, amounts));
    return;
  }
  const node = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(node)) {
    const where = path ? `${path}.${key}` : key;
    if (key !== "link" && !key.endsWith("_link")) {
      linkedFigures(child, own.properties?.[key], where, found, amounts);
      continue;
    }
    const counts = own["x-counts"] as Record<string, string | string[] | null> | undefined;
    if (!counts || !Object.hasOwn(counts, key))
      throw new Error(`${where}: the schema does not say which figure counts this list (x-counts)`);
    const figure = counts[key];
    if (figure === null) {
      amounts.push(where);
      continue;
    }
    const parts = [figure].flat().map((p) => at(node, p));
    if (parts.some((p) => typeof p !== "number"))
      throw new Error(`${where}: x-counts names ${String(figure)}, not numbers here`);
    found.push({ path: where, link: child as Link, value: (parts as number[]).reduce((a, b) => a + b, 0) });
  }
}

function queryString(query: Link["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  return params.toString();
}

async function totalOf(api: Api, link: Link): Promise<number> {
  const url = `/api/${apiPathOf(link.resource)}?${queryString(link.query)}&_start=0&_end=1`;
  const res = await call(api.app, api.token, { method: "GET", url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return Number(res.headers["x-total-count"]);
}

describe.each(DATABASE_KINDS)("dashboard figures against their lists on %s", (kind) => {
  let d: DashboardData;
  beforeAll(async () => {
    d = await openDashboardData(kind);
  }, 120_000);
  afterAll(async () => {
    await d?.test.close();
  });

  it.each(["admin", "commercial", "client"] as const)(
    "gives %s figures equal to their linked lists' x-total-count",
    async (who) => {
      const api = d[who];
      const res = await call(api.app, api.token, { method: "GET", url: `/api/dashboard?from=${d.from}&to=${d.to}` });
      expect(res.statusCode, res.body).toBe(200);
      const found: LinkedFigure[] = [];
      const amounts: string[] = [];
      linkedFigures(res.json(), dashboardSchema, "", found, amounts);
      // Enough of each role's answer is walked that a walk gone wrong (nothing found) cannot pass.
      expect(found.length).toBeGreaterThan(who === "client" ? 1 : 30);
      const differing: string[] = [];
      for (const figure of found) {
        const total = await totalOf(api, figure.link);
        if (total !== figure.value)
          differing.push(
            `${figure.path} = ${figure.value}, ${figure.link.resource}?${queryString(figure.link.query)} `
              + `counts ${total}`,
          );
      }
      expect(differing).toEqual([]);
    },
  );
});
