import type { FastifyInstance } from "fastify";

// Work an answer does not wait for (a mail going out, a deleted row's file leaving the disk) is
// tracked here, so a shutdown finishes it before the process exits and a test can wait for it to
// settle instead of sleeping and hoping it has.

declare module "fastify" {
  interface FastifyInstance {
    /** Runs `work` without making the caller wait; its failure is logged as `what` (with `details`), never thrown. */
    runInBackground(what: string, work: () => Promise<unknown>, details?: Record<string, unknown>): void;
    /** Resolves once everything started in the background so far (and what that started) is done. */
    backgroundSettled(): Promise<void>;
  }
}

export function registerBackgroundWork(app: FastifyInstance): void {
  const pending = new Set<Promise<unknown>>();
  app.decorate("runInBackground", (what: string, work: () => Promise<unknown>, details?: Record<string, unknown>) => {
    const running: Promise<unknown> = Promise.resolve()
      .then(work)
      .catch((err) => app.log.error({ err, ...details }, what))
      .finally(() => pending.delete(running));
    pending.add(running);
  });
  app.decorate("backgroundSettled", async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  });
  app.addHook("onClose", async () => app.backgroundSettled());
}
