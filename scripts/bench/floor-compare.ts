import { isDeepStrictEqual } from "node:util";
import type { Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { FLOOR_PATH, type Floor } from "./floor-route.js";
import { hammer, pageUrls, summary } from "./projects-list.js";

// The generated projects list against its floor (floor-route.ts), as an admin, from 16 clients:
// short rounds alternating between the two within one run, so both meet the same machine.

const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 6);
const ROUND_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 3);
const CONCURRENCY = 16;

export interface FloorFigure {
  route: string;
  requests: number;
  failures: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
}

export interface FloorComparison {
  connections: number;
  figures: FloorFigure[];
  /** Requests per second, generated / floor. */
  ratio: number;
}

export async function compareWithFloor(db: Kysely<any>, server: BenchServer, floor: Floor): Promise<FloorComparison> {
  const paths = await pageUrls(db);
  const floorPaths = paths.map((p) => FLOOR_PATH + p.slice(p.indexOf("?")));
  const { access_token: token } = await server.login("admin@demo.test");
  await floor.learn(server.url, token, paths);
  // The floor must answer what the generated route answers, or the comparison means nothing.
  for (const [i, path] of paths.entries()) {
    const ask = async (p: string) =>
      (await fetch(server.url + p, { headers: { authorization: `Bearer ${token}` } })).json();
    const [generated, floorAnswer] = [await ask(path), await ask(floorPaths[i])];
    if (!isDeepStrictEqual(generated, floorAnswer))
      throw new Error(
        `The floor answers ${floorPaths[i]} differently from `
          + `${path}:\n${JSON.stringify(generated).slice(0, 600)}\n${JSON.stringify(floorAnswer).slice(0, 600)}`,
      );
  }
  const runs = {
    generated: { latencies: [] as number[], failures: 0, elapsed: 0 },
    floor: { latencies: [] as number[], failures: 0, elapsed: 0 },
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Each goes first in every other round, so neither always follows the other's garbage.
    const order = [
      ["generated", paths],
      ["floor", floorPaths],
    ] as const;
    for (const [name, list] of round % 2 ? [...order].reverse() : order) {
      const result = await hammer(server.url, token, list, { seconds: ROUND_SECONDS, concurrency: CONCURRENCY });
      runs[name].latencies.push(...result.latencies);
      runs[name].failures += result.failures;
      runs[name].elapsed += result.elapsed;
    }
  }
  const figures = (["generated", "floor"] as const).map((name) => ({
    route: name,
    failures: runs[name].failures,
    ...summary(runs[name].latencies, runs[name].elapsed),
  }));
  return { connections: CONCURRENCY, figures, ratio: Number((figures[0].rps / figures[1].rps).toFixed(2)) };
}
