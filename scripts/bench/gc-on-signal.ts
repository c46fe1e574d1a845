import fs from "node:fs";

// Loaded into an instance by the idle-streams bench only (`node --expose-gc --import` this file):
// SIGUSR2 runs a full garbage collection and writes the instance's memory as V8 sees it to
// BENCH_MEMORY_FILE. The resident size alone says little about what streams hold: V8 gives
// freed memory back to the system when it pleases (once a baseline read 40 MB above the window
// with 1,000 streams), while the heap used after a full collection is what is still reachable.
process.on("SIGUSR2", () => {
  (globalThis as { gc?: () => void }).gc?.();
  const file = process.env.BENCH_MEMORY_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify(process.memoryUsage()));
});
