import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";

// The live bench's writer: plain SQL transactions on a connection of its own, the way a script
// or another program writes, each stamped with the wall-clock time its COMMIT returned. It runs
// in a process of its own: the bench's process reads thousands of events a second, and a stamp
// taken on that busy event loop would be late, making every latency look shorter than it is.

export interface Write {
  id: number;
  /** performance.timeOrigin + performance.now() when COMMIT returned. */
  committedAt: number;
}

export interface WriterPlan {
  databaseUrl: string;
  /** Task ids to update, in turn. */
  ids: number[];
  perSecond: number;
  seconds: number;
}

async function write(plan: WriterPlan): Promise<Write[]> {
  const client = new pg.Client({ connectionString: plan.databaseUrl });
  // The connection cut (the bench interrupted drops its database): the query under way fails too,
  // and that failure is the one reported.
  client.on("error", () => undefined);
  await client.connect();
  const writes: Write[] = [];
  const interval = 1000 / plan.perSecond;
  const total = Math.round(plan.perSecond * plan.seconds);
  const start = performance.now();
  try {
    for (let k = 0; k < total; k++) {
      // On a schedule, not back to back: a late write goes at once, without a burst to catch up.
      const wait = start + k * interval - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const id = plan.ids[k % plan.ids.length];
      await client.query("begin");
      await client.query("update tasks set name = name where id = $1", [id]);
      await client.query("commit");
      writes.push({ id, committedAt: performance.timeOrigin + performance.now() });
    }
  } finally {
    await client.end();
  }
  return writes;
}

/** Runs the plan in a child process and gives back its writes. */
export function runWriter(plan: WriterPlan, timeoutMs = (plan.seconds + 30) * 1000): Promise<Write[]> {
  const child = fork(fileURLToPath(import.meta.url), ["--writer"], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The writer did not finish in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once("message", (message: { writes?: Write[]; error?: string }) => {
      clearTimeout(timer);
      if (message.error) reject(new Error(`Writer: ${message.error}`));
      else resolve(message.writes!);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The writer exited (code ${code}) without an answer`));
    });
    child.send(plan);
  });
}

if (process.argv.includes("--writer") && process.send) {
  process.once("message", (plan: WriterPlan) => {
    write(plan).then(
      (writes) => process.send!({ writes }, () => process.exit(0)),
      (error: Error) =>
        process.connected ? process.send!({ error: error.message }, () => process.exit(1)) : process.exit(1),
    );
  });
  // A terminal's Ctrl-C reaches the whole process group: the bench decides, and cleans up. The
  // bench gone, the writer goes too.
  process.on("SIGINT", () => undefined);
  process.once("disconnect", () => process.exit(1));
}
