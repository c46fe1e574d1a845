import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../../../api/seed/demo-users.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { adminQuery, databaseUrl, dropDatabase } from "../../fixtures/postgres-admin.js";

// `npm start` as a person or a service manager meets it, on a fresh data folder: its first start
// says each slow step and then one line with the address and the demo users (as on a terminal:
// STARTUP_OUTPUT=text); stopped by a signal (a service manager's SIGTERM, Ctrl-C's SIGINT), the
// server itself must stop, finish the request in flight, cut one that outlives SHUTDOWN_GRACE_MS,
// close its database (start.ts exits 0 only once that has finished), free its port and exit 0.
// On the embedded database with SIGTERM, on PostgreSQL with SIGINT.
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const KIND = DATABASE_KINDS[0];
const SIGNAL: NodeJS.Signals = KIND === "postgres" ? "SIGINT" : "SIGTERM";
const GRACE_MS = 3000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-shutdown-"));
const pgName = `t_stop_${crypto.randomBytes(4).toString("hex")}`;
let npm: ChildProcess | undefined;
let port = 0;
let output = "";
let exited: Promise<number | null>;

afterAll(async () => {
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (KIND === "postgres") await dropDatabase(pgName);
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

/** A sign-in whose body is sent in two parts: the request stays in flight until `finish`. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: "admin@demo.test", password: DEMO_PASSWORD });
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/auth/login",
    agent: false,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const outcome = new Promise<{ status: number; json: Record<string, unknown> } | { cut: string }>((resolve) => {
    request.once("error", (error: NodeJS.ErrnoException) => resolve({ cut: error.code ?? error.message }));
    request.once("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
    });
  });
  request.write(body.slice(0, 10));
  return { outcome, finish: () => request.end(body.slice(10)) };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function seen(pattern: RegExp, withinMs: number): Promise<void> {
  for (const start = Date.now(); !pattern.test(output); await new Promise((resolve) => setTimeout(resolve, 50))) {
    const over = npm!.exitCode !== null || Date.now() - start > withinMs;
    if (over) throw new Error(`no ${pattern} from npm start:\n${output}`);
  }
}

beforeAll(async () => {
  port = await freePort();
  const { DATABASE_URL: _db, NODE_ENV: _env, ...env } = process.env;
  if (KIND === "postgres") await adminQuery(`create database ${pgName}`);
  // No web build: the API alone starts (WEB_DIR has no index.html, SKIP_WEB_BUILD skips building).
  npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: {
      ...env,
      ...(KIND === "postgres" ? { DATABASE_URL: databaseUrl(pgName) } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, "no-web"),
      SKIP_WEB_BUILD: "1",
      STARTUP_OUTPUT: "text",
      // Every request logged as it arrives (at debug): the test sees its requests reach the server.
      LOG_LEVEL: "debug",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  npm.stdout!.on("data", (chunk) => (output += chunk));
  npm.stderr!.on("data", (chunk) => (output += chunk));
  exited = new Promise<number | null>((resolve) => npm!.once("exit", (code) => resolve(code)));
  // The first start migrates and seeds the database: slow on a busy machine.
  await seen(/ready at/, 240_000);
}, 300_000);

it(`says the steps of its first start (${KIND}) and then one line: where it is ready and the demo users`, () => {
  // What a person reads on the terminal: the server's JSON log lines and npm's own lines aside.
  const lines = output.split("\n").filter((line) => !line.startsWith("{") && !/^\s*$|^>|npm (warn|notice)/.test(line));
  const emails = DEMO_USERS.map((u) => u.email).join(", ");
  const opening =
    KIND === "postgres"
      ? `^  Connecting to PostgreSQL at [^ @]+/${pgName}…$`
      : `^  Creating the embedded database in ${literal(dataDir)}/pglite…$`;
  const ready =
    `^Gestión ready at ${literal(`http://127.0.0.1:${port}`)} in [\\d.]+ s`
    + ` — sign in as ${literal(emails)} ${literal(`(password ${DEMO_PASSWORD})`)}$`;
  expect(lines).toEqual([
    expect.stringMatching(opening),
    expect.stringMatching(/^ {2}Migrating the database: \d+ migrations to apply…$/),
    "  Adding the demo data…",
    expect.stringMatching(ready),
  ]);
});

const stops =
  `stops on ${SIGNAL} to npm (${KIND}): finishes the request in flight, cuts one past the grace,`
  + " exits 0 once its database is closed";
it(stops, { timeout: 60_000 }, async () => {
  // Two requests in flight: one finishes after the signal, the other never sends the rest of its body.
  const finished = slowSignIn(port);
  const stalled = slowSignIn(port);
  // Both have arrived when the server has logged both (it logs a request before reading its body).
  await seen(/"url":"\/api\/auth\/login"[\s\S]*"url":"\/api\/auth\/login"/, 10_000);

  npm!.kill(SIGNAL);
  await seen(new RegExp(`${SIGNAL}: stopping`), 10_000);
  const stopped = Date.now();
  while (!(await refusesConnections(port))) {
    if (Date.now() - stopped > 10_000) throw new Error(`still accepting connections 10 s after ${SIGNAL}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  finished.finish();
  const answer = await finished.outcome;
  expect(answer).toMatchObject({ status: 200, json: { access_token: expect.any(String) } });

  // The stalled one is cut once the grace is over, and the process then exits cleanly.
  expect(await stalled.outcome).toEqual({ cut: expect.stringMatching(/ECONNRESET|socket hang up/) });
  expect(await exited).toBe(0);
  expect(Date.now() - stopped).toBeGreaterThanOrEqual(GRACE_MS - 100);
  const again = net.createServer();
  await new Promise<void>((resolve, reject) => again.once("error", reject).listen(port, "127.0.0.1", resolve));
  await new Promise((resolve) => again.close(resolve));
});
