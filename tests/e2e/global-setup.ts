import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers";
import { ROLES, serverFor, statePath, type E2eServer, type Role } from "./fixtures/servers";
import { adminQuery, dropDatabase } from "../fixtures/postgres-admin";
import { agencyEnv, startE2eAgency } from "./fixtures/fake-agency";

// Starts one `npm start` per worker, all at once (Playwright's webServer list starts them one
// after the other), each on a fresh data folder (and, for every other one when TEST_DATABASE_URL
// names a PostgreSQL server, a fresh database there: fixtures/servers.ts), then signs every demo
// role in once per server and saves its browser state for the specs (see fixtures/test.ts).
// Returns the teardown.

const START_TIMEOUT_MS = 240_000;
// Long enough that no access token expires during a run: an expired one would make the app spend
// a refresh token, and a state shared by many tests must never depend on one (they rotate).
const ACCESS_TOKEN_TTL = "6h";

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function logTail(file: string): string {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  return text
    .split("\n")
    .filter((line) => !line.includes("npm warn"))
    .slice(-30)
    .join("\n");
}

/** Starts `npm start` for `server` with `env` besides the usual (VeriFactu's agency). */
export async function start(server: E2eServer, env: Record<string, string> = {}): Promise<ChildProcess> {
  const health = `${server.url}/api/health`;
  // A server already there (an earlier run's, another helper's) would be tested instead of ours.
  if (await answers(health))
    throw new Error(`${server.url} is already in use: stop what runs there or pick another E2E_PORT`);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.mkdirSync(server.dataDir, { recursive: true });
  if (server.database) {
    // An earlier run's, left by a run that was killed.
    await dropDatabase(server.database.name);
    await adminQuery(`create database ${server.database.name}`);
  }
  const logFile = path.join(server.dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      ACCESS_TOKEN_TTL,
      DATABASE_URL: server.database?.url ?? "",
      ...env,
    },
  });
  let exited: number | null | undefined;
  child.on("exit", (code) => (exited = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(health))) {
    if (exited !== undefined) throw new Error(`the server for ${server.url} exited (${exited}):\n${logTail(logFile)}`);
    if (Date.now() > deadline)
      throw new Error(
        `the server for ${server.url} did not answer in ${START_TIMEOUT_MS / 1000} s:\n${logTail(logFile)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

/** What the login page leaves in localStorage, less the refresh token: a state many tests share
 * must not be spent by a refresh (see ACCESS_TOKEN_TTL above). */
export async function saveRoleState(server: E2eServer, role: Role) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ROLES[role], password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (res.status !== 200 || !body.access_token)
    throw new Error(`signing ${role} in on ${server.url}: ${res.status} ${JSON.stringify(body)}`);
  const localStorage = [
    { name: "token", value: body.access_token },
    { name: "user", value: JSON.stringify(body.user) },
    { name: "lang", value: body.user.language === "en" ? "en" : "es" },
  ];
  const file = statePath(server, role);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ cookies: [], origins: [{ origin: server.url, localStorage }] }, null, 2));
}

export function stop(children: ChildProcess[]) {
  for (const child of children) {
    // The whole group: npm, its shell and the node process that serves.
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
}

export default async function globalSetup(config: FullConfig) {
  const servers = Array.from({ length: config.workers }, (_, index) => serverFor(index));
  const children: ChildProcess[] = [];
  // The tax agency every server reaches (fixtures/fake-agency.ts): in this process, stopped last.
  const aeat = await startE2eAgency();
  const env = agencyEnv(aeat.info);
  const stopAll = () => stop(children);
  process.once("exit", stopAll);
  try {
    const started = await Promise.allSettled(servers.map((server) => start(server, env)));
    for (const result of started) if (result.status === "fulfilled") children.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    // One at a time: each sign-in hashes a password, and the servers share two cores.
    for (const server of servers) for (const role of Object.keys(ROLES) as Role[]) await saveRoleState(server, role);
  } catch (error) {
    stopAll();
    await aeat.close();
    throw error;
  }
  return async () => {
    process.off("exit", stopAll);
    const exited = children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : undefined,
    );
    stopAll();
    // A database is dropped once its server has let it go.
    await Promise.all(exited);
    for (const server of servers) if (server.database) await dropDatabase(server.database.name);
    await aeat.close();
  };
}
