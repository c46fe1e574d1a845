import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnInstances, type InstanceSet } from "../cluster/instances.js";
import { onCleanup, withTimeout } from "./cleanup.js";

// API instances for the live bench, spawned as `npm run cluster` spawns them (one database, one
// JWT secret, one DATA_DIR) on free loopback ports, quiet but for warnings, and stopped whatever
// happens to the bench.

export interface LiveInstances extends InstanceSet {
  stopAll(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startLiveInstances(
  count: number,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
): Promise<LiveInstances> {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-bench-live-"));
  const set = spawnInstances({
    count,
    ports,
    nodeArgs,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString("base64url"),
      // Request logs would cost the instances CPU the figures should not include.
      LOG_LEVEL: "warn",
      SKIP_WEB_BUILD: "1",
      WEB_DIR: path.join(dataDir, "no-web"),
      ...env,
    },
  });
  const stopAll = onCleanup(async () => {
    await set.stop("SIGTERM", 10_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await withTimeout(set.ready(60_000), 70_000, "Starting the instances");
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { ...set, stopAll };
}
