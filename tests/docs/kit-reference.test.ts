import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/kit.md is the reference of every declaration option: each property of the declaration's
// types (a resource's, its list's, its row scope's, a field's) has its row there, so an option
// added to the kit without its documentation fails here.

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const KIT = read("docs/kit.md");

/** The property names of an interface, at its own depth (not those of nested object types). */
function propertiesOf(file: string, name: string): string[] {
  const source = read(file);
  const start = source.indexOf(`export interface ${name}`);
  expect(start, `${name} in ${file}`).toBeGreaterThanOrEqual(0);
  const names: string[] = [];
  let depth = 0;
  for (const line of source.slice(source.indexOf("{", start)).split("\n")) {
    const match = depth === 1 ? /^\s+(\w+)\??:/.exec(line) : null;
    if (match) names.push(match[1]);
    depth += (line.match(/{/g) ?? []).length - (line.match(/}/g) ?? []).length;
    if (depth === 0) break;
  }
  return names;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether the reference documents an option: a table row of its own (`name`, `board.name`), a
 * heading naming it ("Access (`permissions`, `scope`)"), or its parent's row naming it (`board`'s
 * row names its `column`, `order` and `card`).
 */
function documented(option: string, parent?: string): boolean {
  const code = `\`${escapeRegex(parent ? `${parent}.${option}` : option)}\``;
  if (new RegExp(`^\\| [^|]*${code}`, "m").test(KIT) || new RegExp(`^#+ .*\`${option}\``, "m").test(KIT)) return true;
  if (!parent) return false;
  const row = new RegExp(`^\\| \`${escapeRegex(parent)}\` \\|([^\\n]*)$`, "m").exec(KIT);
  return Boolean(row?.[1].includes(`\`${option}\``));
}

describe("the kit's reference (docs/kit.md)", () => {
  it.each([
    ["resources/kit/resource-def.ts", "ResourceDef", undefined],
    ["resources/kit/row-scope-def.ts", "RowScope", undefined],
    ["resources/kit/board-def.ts", "BoardDef", "board"],
  ])("documents every option of %s's %s", (file, name, parent) => {
    const options = propertiesOf(file, name);
    expect(options.length).toBeGreaterThan(3);
    const missing = options.filter((o) => !documented(o, parent));
    expect(missing).toEqual([]);
  });

  it("documents every option of a resource's list", () => {
    const source = read("resources/kit/resource-def.ts");
    const block = source.slice(source.indexOf("  list: {"), source.indexOf("\n  };", source.indexOf("  list: {")));
    const options = [...block.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]);
    expect(options.length).toBeGreaterThan(5);
    expect(options.filter((o) => !documented(o, "list"))).toEqual([]);
  });
});
