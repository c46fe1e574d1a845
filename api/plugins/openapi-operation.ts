import type { FastifyInstance, RouteOptions } from "fastify";
import { errorSchema, type JsonSchema } from "../crud/json-schema.js";

// Every operation of the OpenAPI document gets, whoever wrote its route, an operationId and the
// error answers its shape implies: a signed-in route may answer 401, one with a guard before its
// handler 403, one with a path parameter 404, one that validates its input 400 (and 422 for a
// body). A route declares any other answer (a 409, a 429) itself, or a more precise wording of these.
// This changes only the document: the route's own schemas still validate and serialize.

const IMPLIED: Record<number, string> = {
  400: "Invalid id, query parameter or JSON body: { data, message }",
  401: "Not signed in, or the session expired",
  403: "The user's roles or row scope do not allow this",
  404: "Nothing with this id or token that the user may reach",
  422: "Invalid fields: { message, errors: { field: [messages] } }",
};

const OTHER: Record<number, string> = {
  409: "In conflict with the row's current state",
  410: "Used already: it works once",
  413: "Body too large",
  415: "Not a media type this route takes",
  429: "Too many attempts: try again after Retry-After seconds",
  503: "The database cannot serve now: try again after Retry-After seconds",
};

type Transform = (input: { schema: unknown; url: string; route: RouteOptions }) => { schema: JsonSchema; url: string };

export function documentOperation(app: FastifyInstance): Transform {
  return ({ schema, url, route }) => {
    const own = (schema ?? {}) as JsonSchema;
    if (own.hide) return { schema: own, url };
    const method = [route.method].flat()[0].toLowerCase();
    const response = { ...(own.response as Record<string, JsonSchema> | undefined) };
    for (const code of impliedErrors(app, own, route, url, method)) response[code] ??= { description: IMPLIED[code] };
    // Every error answer is the error handler's (plugins/errors.ts), whatever subset of it a route
    // wrote down to serialize it: the document names the whole shape, once.
    for (const [code, answer] of Object.entries(response)) {
      if (Number(code) >= 400)
        response[code] = {
          ...errorSchema,
          description: answer.description ?? IMPLIED[Number(code)] ?? OTHER[Number(code)] ?? "Refused",
        };
    }
    return { schema: { ...own, operationId: own.operationId ?? operationIdOf(method, url), response }, url };
  };
}

function impliedErrors(
  app: FastifyInstance,
  schema: JsonSchema,
  route: RouteOptions,
  url: string,
  method: string,
): number[] {
  const onRequest = [route.onRequest].flat().filter(Boolean);
  const signedIn = onRequest.includes(app.authenticate as never);
  // A guard is a hook after the sign-in check: a preHandler, or another onRequest hook.
  const guarded = signedIn && (onRequest.length > 1 || [route.preHandler].flat().some(Boolean));
  const codes: number[] = [];
  // Any write may carry a body, and a body that is not JSON is a 400 before any schema runs.
  if (schema.params || schema.querystring || schema.body || method !== "get") codes.push(400);
  if (signedIn) codes.push(401);
  if (guarded) codes.push(403);
  if (/[:*]/.test(url)) codes.push(404);
  if (schema.body) codes.push(422);
  return codes;
}

/** GET /api/invoices/:id/record → getInvoicesIdRecord: unique as method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}
