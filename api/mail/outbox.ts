import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

// Without SMTP, a mail is kept as a file a person (or a test) can open in any mail client.
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export async function writeToOutbox(dataDir: string, raw: Buffer): Promise<string> {
  const dir = outboxDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  // A sortable time first, so the newest mail is the last name in the folder.
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString("hex")}.eml`);
  // Written aside and renamed: whoever lists *.eml (a person, a test) never reads half a mail.
  const partial = `${file}.part`;
  await fs.writeFile(partial, raw, { mode: 0o600 });
  await fs.rename(partial, file);
  return file;
}
