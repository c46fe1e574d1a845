// What a bench must undo however it ends (instances to stop, a database to drop): run by the
// bench's own `finally`, and on Ctrl-C or SIGTERM too, which would otherwise skip every finally.
const tasks = new Set<() => Promise<void>>();

/** Registers `undo`; the returned function runs it once (and unregisters it). */
export function onCleanup(undo: () => Promise<void>): () => Promise<void> {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    tasks.delete(run);
    await undo();
  };
  tasks.add(run);
  return run;
}

let interrupted = false;
async function interrupt(signal: NodeJS.Signals): Promise<void> {
  if (interrupted) process.exit(130);
  interrupted = true;
  console.error(`\n${signal}: cleaning up…`);
  // The steps under way fail as their processes and connections go: not news, and the process
  // must not end on their errors before the cleanup below is done.
  process.on("uncaughtException", () => undefined);
  process.on("unhandledRejection", () => undefined);
  // Last registered, first undone: streams before instances before the database.
  for (const run of [...tasks].reverse())
    await run().catch((error) => console.error(`  cleanup failed: ${(error as Error).message}`));
  process.exit(130);
}
process.once("SIGINT", () => void interrupt("SIGINT"));
process.once("SIGTERM", () => void interrupt("SIGTERM"));

/** Rejects when `promise` takes longer than `ms`: a hung step fails the bench instead of stalling it. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
