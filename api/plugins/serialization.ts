import type { FastifyInstance } from "fastify";
import fastJsonStringify from "fast-json-stringify";

type Serialize = (data: unknown) => string;

// Compiled answer serializers by schema text. A serializer depends on nothing but its schema (the
// app adds no shared schemas), so every app built in this process shares them: compiling the
// answer schemas of every route again was most of the time an app took to build, and the API
// tests build one per file.
const compiled = new Map<string, Serialize>();

export function registerSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = compiled.get(key);
    if (!serialize) compiled.set(key, (serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0])));
    return serialize;
  });
}
