import readline from "node:readline";
import type { Readable, Writable } from "node:stream";

// N instances write to one terminal: each line gets its instance's name so they can be told
// apart, and whole lines only, so two instances' output never interleaves inside a line.
export function prefixLines(source: Readable, prefix: string, target: Writable): void {
  const lines = readline.createInterface({ input: source, crlfDelay: Infinity });
  lines.on("line", (line) => target.write(`${prefix} ${line}\n`));
}
