import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A fresh DATA_DIR for one test app, so its outbox holds only its own mails. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "gestion-mail-"));
}

export function outboxFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .sort()
        .map((f) => path.join(dir, f))
    : [];
}

/** Mails go out after the answer: waits until the outbox holds `count` of them. */
export async function waitForOutbox(dataDir: string, count: number, timeoutMs = 5000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = outboxFiles(dataDir);
    if (files.length >= count) return files.map((f) => fs.readFileSync(f, "utf8"));
    if (Date.now() > until) throw new Error(`expected ${count} mails in the outbox, found ${files.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
