import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { loadConfig } from "../../api/config.js";
import type { DatabaseKind } from "../../api/db/database.js";
import { createTestDatabase } from "../../tests/fixtures/database.js";
import { buildApp } from "../../api/server.js";
import { createUser } from "../../api/seed/demo-users.js";

// Requests per second and latency of a generated list route (a page of 20, filtered, sorted and
// searched) over 20,000 rows, through real HTTP on loopback. Bounded in time and count.
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

export async function benchListApi(kind: DatabaseKind) {
  const fresh = await createTestDatabase(kind);
  const database = fresh.handle;
  await sql`insert into lead_services (name) select 'Servicio ' || g from generate_series(1, ${ROWS}) g`.execute(
    database.db,
  );
  await sql`insert into lead_specific_services (service_id, name) select (g % ${ROWS}) + 1, 'Específico ' || g from
    generate_series(1, ${ROWS}) g`.execute(database.db);
  await createUser(database.db, { email: "bench@test.local", name: "Bench", role: "admin", password: "bench-pass" });
  const config = loadConfig(
    { NODE_ENV: "test" },
    {
      dataDir: path.join(os.tmpdir(), "gestion-bench"),
      jwtSecret: "bench-secret",
      webDir: "/nonexistent",
      logLevel: "silent",
    },
  );
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const login = await fetch(`${address}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@test.local", password: "bench-pass" }),
  });
  const { access_token } = (await login.json()) as { access_token: string };

  const urls = [
    "/api/lead-specific-services?_start=40&_end=60&_sort=name&_order=desc",
    "/api/lead-specific-services?_start=0&_end=20&name_like=especifico%201&_sort=name&_order=asc",
    "/api/lead-services?_start=0&_end=20&q=servicio%2012&_sort=id&_order=desc",
  ];
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  let failures = 0;
  const worker = async (n: number) => {
    for (let i = n; Date.now() < deadline && latencies.length < 200_000; i++) {
      const start = performance.now();
      const res = await fetch(address + urls[i % urls.length], {
        headers: { authorization: `Bearer ${access_token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) failures++;
      latencies.push(performance.now() - start);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => worker(n)));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  await app.close();
  await fresh.drop();
  return {
    database: database.kind,
    rows: ROWS,
    requests: latencies.length,
    failures,
    rps: Math.round(latencies.length / elapsed),
    p50_ms: pct(0.5),
    p99_ms: pct(0.99),
  };
}
