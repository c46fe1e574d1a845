import type { FastifyInstance } from "fastify";
import fastJsonStringify from "fast-json-stringify";

type Serialize = (data: unknown) => string;

// Compiled answer serializers by schema text. A serializer depends on nothing but its schema (the
// app adds no shared schemas), so every app built in this process shares them: compiling the
// answer schemas of every route again was most of the time an app took to build, and the API
// tests build one per file.
const compiled = new Map<string, Serialize>();
// The same schema object (the routes share their error answers) is found without reading it again.
const byObject = new WeakMap<object, Serialize>();

export function registerSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    const known = byObject.get(schema as object);
    if (known) return known;
    const key = JSON.stringify(schema);
    let serialize = compiled.get(key);
    if (!serialize)
      compiled.set(key, (serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0])));
    byObject.set(schema as object, serialize);
    return serialize;
  });
}
