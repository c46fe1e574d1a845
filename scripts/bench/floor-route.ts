import type { FastifyInstance } from "fastify";
import type { CompiledQuery, Kysely, KyselyPlugin } from "kysely";
import type { DatabaseHandle } from "../../api/db/database.js";

// The floor of the generated projects list: a hand-written handler that checks the token the
// same way (the app's authenticate hook: JWT, session and roles re-read) and runs exactly the
// SQL the generated route ran for the same user and URL (its page and its count, recorded from
// the generated route's own queries), then answers with JSON.stringify. Everything the
// generated route does beyond that (validation, access and row-scope lookups, serialization by
// schema) is what the ratio between the two measures.

export const FLOOR_PATH = "/api/bench-floor/projects";

interface Recorder {
  plugin: KyselyPlugin;
  /** Runs `work` and answers the queries it compiled, in order. */
  record(work: () => Promise<unknown>): Promise<CompiledQuery[]>;
}

function recorder(db: Kysely<any>): Recorder {
  let recording: CompiledQuery[] | null = null;
  const executor = db.getExecutor();
  return {
    plugin: {
      transformQuery(args) {
        recording?.push(executor.compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    async record(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

export interface Floor {
  /** The database handle to build the app with: the same database, its queries recordable. */
  database: DatabaseHandle;
  register(app: FastifyInstance): void;
  /** Calls the generated route once per user and URL and keeps its last two queries (page, count). */
  learn(url: string, token: string, paths: string[]): Promise<void>;
}

export function floorRoute(handle: DatabaseHandle): Floor {
  const rec = recorder(handle.db as unknown as Kysely<any>);
  const db = handle.db.withPlugin(rec.plugin);
  const learned = new Map<string, CompiledQuery[]>();
  const keyOf = (userId: unknown, query: string) => `${String(userId)} ${query}`;
  return {
    database: { ...handle, db },
    register(app) {
      app.get(FLOOR_PATH, { onRequest: app.authenticate }, async (request, reply) => {
        const query = request.url.slice(request.url.indexOf("?"));
        const [page, count] = learned.get(keyOf(request.auth?.id, query)) ?? [];
        if (!page || !count) return reply.code(404).send({ message: "not learned" });
        const rows = await handle.db.executeQuery(page);
        const total = await handle.db.executeQuery<{ total: number }>(count);
        reply.header("x-total-count", String(total.rows[0].total));
        reply.header("content-type", "application/json; charset=utf-8");
        return JSON.stringify(rows.rows);
      });
    },
    async learn(url, token, paths) {
      const { sub } = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { sub: string };
      for (const path of paths) {
        const queries = await rec.record(async () => {
          const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
        });
        learned.set(keyOf(sub, path.slice(path.indexOf("?"))), queries.slice(-2));
      }
    },
  };
}
