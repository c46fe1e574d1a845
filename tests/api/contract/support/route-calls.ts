import type { Role } from "../../../../resources/index.js";
import { mediaTypeOf, type AnswerValidator, type Operation } from "./answer-validator.js";
import { send, type ContractContext } from "./contract-context.js";

// Calls made from the document alone, so a route added later is called without a line here: row
// ids come from the route's own collection as the caller lists it, other path parameters and
// required query parameters from the context's samples.

const CANDIDATES = 3;

export async function candidateUrls(
  ctx: ContractContext,
  path: string,
  operation: Operation,
  role: Role | null,
): Promise<string[]> {
  const query = requiredQuery(ctx, path, operation);
  const others = path.replace(/\{id\}/g, "").match(/\{\w+\}/g) ?? [];
  let filled = path;
  for (const param of others) filled = filled.replace(param, encodeURIComponent(sample(ctx, path, param.slice(1, -1))));
  if (!filled.includes("{id}")) return [filled + query];
  const ids = await idsFor(ctx, path.slice(0, path.indexOf("/{id}")), role);
  return ids.map((id) => filled.replace("{id}", String(id)) + query);
}

/** Ids the caller can list in the collection the path hangs under (the admin's, for a caller who cannot list). */
const listed = new WeakMap<ContractContext, Map<string, Promise<number[]>>>();

async function idsFor(ctx: ContractContext, collection: string, role: Role | null): Promise<number[]> {
  const cache = listed.get(ctx) ?? new Map<string, Promise<number[]>>();
  listed.set(ctx, cache);
  const key = `${collection} ${role}`;
  if (!cache.has(key)) cache.set(key, listIds(ctx, collection, role));
  return cache.get(key)!;
}

async function listIds(ctx: ContractContext, collection: string, role: Role | null): Promise<number[]> {
  if (!ctx.doc.paths[collection]?.get) return [1, 2, 3];
  for (const who of [role, "admin"] as const) {
    if (!who) continue;
    const res = await send(ctx, who, { method: "GET", url: `${collection}?_start=0&_end=${CANDIDATES}` });
    const rows = res.statusCode === 200 ? (res.json() as unknown) : null;
    const ids = Array.isArray(rows) ? rows.map((r) => Number((r as { id?: unknown }).id)).filter(Number.isInteger) : [];
    if (ids.length) return ids.slice(0, CANDIDATES);
  }
  return [1, 2, 3];
}

/** The required query parameters, and any the route needs to answer more than a refusal (`<path> ?`). */
function requiredQuery(ctx: ContractContext, path: string, operation: Operation): string {
  const names = (operation.parameters ?? [])
    .filter((p: any) => p.in === "query" && p.required)
    .map((p: any) => p.name as string);
  const pairs = names.map((n: string) => `${n}=${encodeURIComponent(sample(ctx, path, n))}`);
  const more = ctx.samples[`${path} ?`];
  if (more) pairs.push(more);
  return pairs.length ? `?${pairs.join("&")}` : "";
}

function sample(ctx: ContractContext, path: string, name: string): string {
  const value = ctx.samples[`${path} ${name}`] ?? ctx.samples[name];
  if (value === undefined)
    throw new Error(
      `${path}: no sample value for parameter "${name}" (tests/api/contract/support/contract-context.ts)`,
    );
  return value;
}

/** What is wrong with one answer against the operation's declaration, or null. */
export function answerProblem(
  validator: AnswerValidator,
  operation: Operation,
  res: { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown },
): string | null {
  if (res.statusCode === 204 || res.statusCode >= 500)
    return res.statusCode >= 500 ? `answered ${res.statusCode}: ${res.body.slice(0, 300)}` : null;
  const media = mediaTypeOf(res.headers["content-type"] as string | undefined);
  const { schema, missing } = validator.declared(operation, res.statusCode, media);
  if (missing) return missing;
  if (media !== "application/json") return null;
  const verdict = validator.check(schema!, res.json());
  return verdict.ok ? null : `${res.statusCode} does not match its schema:\n${verdict.errors}`;
}
