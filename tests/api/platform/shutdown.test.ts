import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../api/seed/demo-users.js";

// `npm start` stopped by SIGTERM (a service manager, a terminal closing, Playwright's web server):
// the server itself must stop, after finishing the request in flight, and free its port.
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-shutdown-"));
let npm: ChildProcess | undefined;

afterAll(() => {
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
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
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });
}

it("stops on SIGTERM to npm: finishes the request in flight, frees the port, exits 0", { timeout: 300_000 }, async () => {
  const port = await freePort();
  const { DATABASE_URL: _db, NODE_ENV: _env, ...env } = process.env;
  // No web build: the API alone starts (WEB_DIR has no index.html, SKIP_WEB_BUILD skips building).
  npm = spawn("npm", ["start"], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, "no-web"), SKIP_WEB_BUILD: "1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout!.on("data", (chunk) => (output += chunk));
  npm.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm!.once("exit", (code) => resolve(code)));
  const seen = async (pattern: RegExp, withinMs: number) => {
    for (const start = Date.now(); !pattern.test(output); await new Promise((resolve) => setTimeout(resolve, 50))) {
      if (npm!.exitCode !== null || Date.now() - start > withinMs) throw new Error(`no ${pattern} from npm start:\n${output}`);
    }
  };
  // The first start migrates and seeds the embedded database: slow on a busy machine.
  await seen(/is running at/, 240_000);

  // A sign-in whose body arrives in two parts: it is in flight when the signal comes.
  const body = JSON.stringify({ email: "admin@demo.test", password: DEMO_PASSWORD });
  const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/auth/login", agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } });
  const response = new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
    });
  });
  request.write(body.slice(0, 10));
  await seen(/"url":"\/api\/auth\/login"/, 10_000);

  npm.kill("SIGTERM");
  await seen(/SIGTERM: stopping/, 10_000);
  const stopped = Date.now();
  while (!(await refusesConnections(port))) {
    if (Date.now() - stopped > 10_000) throw new Error("still accepting connections 10 s after SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  request.end(body.slice(10));

  const answer = await response;
  expect(answer.status).toBe(200);
  expect(answer.json.access_token).toEqual(expect.any(String));
  expect(await exited).toBe(0);
  const again = net.createServer();
  await new Promise<void>((resolve, reject) => again.once("error", reject).listen(port, "127.0.0.1", resolve));
  await new Promise((resolve) => again.close(resolve));
});
