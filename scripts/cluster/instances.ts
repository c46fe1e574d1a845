import { spawn, type ChildProcess } from "node:child_process";
import { prefixLines } from "./prefix-lines.js";

// API instances as child processes (`node --import tsx api/start.ts`, what `npm start` runs), one
// port each. Used by `npm run cluster` and by the live-events bench.

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
}

export interface InstanceSet {
  instances: Instance[];
  /** Resolves when every instance answers /api/health with 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends `signal` once to each instance still running and waits for all to exit. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
}

export interface SpawnOptions {
  count: number;
  /** Instance i (from 1) listens on ports[i - 1]. */
  ports: number[];
  env: NodeJS.ProcessEnv;
  /** Extra node options, after tsx is loaded (a bench's instruments). */
  nodeArgs?: string[];
}

const running = new Set<ChildProcess>();
// Children run in their own process group (so a terminal's Ctrl-C reaches only the parent, which
// forwards it once: a second SIGINT makes api/start.ts stop at once). In exchange, an exit of the
// parent by any path must not leave them behind.
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function whenExited(child: ChildProcess): Promise<void> {
  return exited(child) ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

async function waitHealthy(instance: Instance, deadline: number): Promise<void> {
  for (;;) {
    if (exited(instance.child))
      throw new Error(`${instance.name} exited (code ${instance.child.exitCode}) before it was ready`);
    try {
      const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${instance.name} did not answer /api/health on port ${instance.port} in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function spawnInstances(options: SpawnOptions): InstanceSet {
  const instances: Instance[] = [];
  for (let i = 1; i <= options.count; i++) {
    const port = options.ports[i - 1];
    const name = `api-${i}`;
    const child = spawn(process.execPath, ["--import", "tsx", ...(options.nodeArgs ?? []), "api/start.ts"], {
      env: { ...options.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running.add(child);
    child.once("exit", () => running.delete(child));
    prefixLines(child.stdout!, `[${name}]`, process.stdout);
    prefixLines(child.stderr!, `[${name}]`, process.stderr);
    instances.push({ name, port, url: `http://127.0.0.1:${port}`, child });
  }
  return {
    instances,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      await Promise.all(instances.map((instance) => waitHealthy(instance, deadline)));
    },
    async stop(signal = "SIGINT", timeoutMs = 15_000) {
      const live = instances.filter((instance) => !exited(instance.child));
      for (const { child } of live) child.kill(signal);
      const all = Promise.all(live.map(({ child }) => whenExited(child)));
      const late = setTimeout(() => live.forEach(({ child }) => exited(child) || child.kill("SIGKILL")), timeoutMs);
      await all;
      clearTimeout(late);
    },
  };
}
