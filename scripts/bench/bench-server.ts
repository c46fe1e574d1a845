import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../api/config.js";
import type { DatabaseHandle } from "../../api/db/database.js";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../api/server.js";
import { DEMO_PASSWORD } from "../../api/seed/demo-users.js";

// The whole app (API and built web) on a free loopback port over the bench's database, the way
// `npm start` serves it. The web is built into dist/web first when it is not there.

export interface Session {
  access_token: string;
  refresh_token: string;
  user: Record<string, unknown>;
}

export interface BenchServer {
  url: string;
  webDir: string;
  login(email: string): Promise<Session>;
  close(): Promise<void>;
}

export async function ensureWebBuild(log: (line: string) => void): Promise<string> {
  const webDir = path.resolve(process.env.BENCH_WEB_DIR ?? "dist/web");
  if (!fs.existsSync(path.join(webDir, "index.html"))) {
    log(`Building the web app into ${webDir}…`);
    const { build } = await import("vite");
    await build({
      configFile: path.resolve("vite.config.ts"),
      logLevel: "warn",
      build: { outDir: webDir, emptyOutDir: true },
    });
  }
  return webDir;
}

/** `extend` adds the bench's own routes (the floor handler) before the server starts. */
export async function startBenchServer(
  database: DatabaseHandle,
  webDir = "/nonexistent",
  extend?: (app: FastifyInstance) => void,
): Promise<BenchServer> {
  const config = loadConfig(
    { NODE_ENV: "production" },
    {
      dataDir: path.join(os.tmpdir(), "gestion-bench-server"),
      jwtSecret: "bench-secret-bench-secret-bench-secret",
      webDir,
      logLevel: "silent",
    },
  );
  const app = await buildApp({ config, database });
  extend?.(app);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    webDir,
    async login(email: string) {
      const res = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`Bench sign-in as ${email} failed: ${res.status} ${await res.text()}`);
      return (await res.json()) as Session;
    },
    close: () => app.close(),
  };
}
