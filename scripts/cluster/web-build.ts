import fs from "node:fs";
import path from "node:path";

// Built once here rather than by each instance: N instances starting on a missing build would
// each run vite into the same folder at the same time.
export async function ensureWebBuilt(webDir: string, log: (line: string) => void): Promise<void> {
  if (fs.existsSync(path.join(webDir, "index.html"))) return;
  log(`Building the web app into ${webDir}…`);
  const { build } = await import("vite");
  await build({
    configFile: path.resolve("vite.config.ts"),
    logLevel: "warn",
    build: { outDir: webDir, emptyOutDir: true },
  });
}
