import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { anchorsOf, anchorsOfFile, slug } from "./markdown-anchors.js";

// The docs a newcomer reads hold together: every page or section the code cites exists in docs/,
// no code cites the design documents that are not in the repository, and the README stays a
// short guide whose links all lead somewhere.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CODE_DIRS = ["api", "web", "resources", "scripts", "tests", "migrations", ".ci"];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|css|html)$|^run$/;
const README_LIMIT = 12 * 1024;
// Built at run time so that this file does not cite them itself.
const OLD_DOCUMENTS = new RegExp(`\\b(${["DES", "IGN"].join("")}|${["SP", "EC"].join("")}) \u00a7`);
// docs/<page>.md, optionally with #<anchor>, not inside a longer path or URL.
const CITATION = /(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\p{L}\p{N}_-]+)?/gu;
const LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

function walk(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".data")) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const codeFiles = CODE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir), (name) => CODE_FILE.test(name)));
const docPages = [path.join(ROOT, "README.md"), ...walk(path.join(ROOT, "docs"), (name) => name.endsWith(".md"))];
const relative = (file: string) => path.relative(ROOT, file);

/** What is wrong with a reference to `target` (a path, maybe with #anchor) from `base`, or null. */
function brokenTarget(base: string, target: string): string | null {
  const [file, anchor] = target.split("#");
  const resolved = file ? path.resolve(base, decodeURIComponent(file)) : null;
  if (resolved && !fs.existsSync(resolved)) return `${target}: no such file`;
  if (anchor === undefined || (resolved && !resolved.endsWith(".md"))) return null;
  const anchors = resolved ? anchorsOfFile(resolved) : null;
  return anchors && !anchors.has(anchor) ? `${target}: no heading makes #${anchor}` : null;
}

function linksOf(page: string): string[] {
  const text = fs
    .readFileSync(page, "utf8")
    .replace(/```[\s\S]*?```/g, "")
    .replace(/`[^`\n]*`/g, "");
  return [...text.matchAll(LINK)].map((m) => m[1]).filter((href) => !/^(https?:|mailto:)/.test(href));
}

describe("anchors", () => {
  it("are made from headings as GitHub makes them", () => {
    expect(slug("Projects and tasks")).toBe("projects-and-tasks");
    expect(slug("Lists (`list`)")).toBe("lists-list");
    expect(slug("Sign-in security")).toBe("sign-in-security");
    expect(slug("Who may do what: `/api/users`")).toBe("who-may-do-what-apiusers");
    expect([...anchorsOf("# A\n## B\n```\n# not a heading\n```\n## B\n")]).toEqual(["a", "b", "b-1"]);
  });
});

describe("code comments cite docs/", () => {
  it("finds the code to check", () => {
    expect(codeFiles.length).toBeGreaterThan(500);
  });

  it("no file cites the design documents that are not in the repository", () => {
    const citing = codeFiles.filter((file) => OLD_DOCUMENTS.test(fs.readFileSync(file, "utf8"))).map(relative);
    expect(citing).toEqual([]);
  });

  it("every docs/ page and section cited exists", () => {
    const broken: string[] = [];
    let citations = 0;
    for (const file of codeFiles) {
      for (const [target] of fs.readFileSync(file, "utf8").matchAll(CITATION)) {
        citations++;
        const problem = brokenTarget(ROOT, target);
        if (problem) broken.push(`${relative(file)}: ${problem}`);
      }
    }
    expect(citations).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});

describe("the README and the docs pages", () => {
  it("the README is a short guide", () => {
    expect(fs.statSync(path.join(ROOT, "README.md")).size).toBeLessThanOrEqual(README_LIMIT);
  });

  it("the README links to the docs", () => {
    const docsLinks = linksOf(path.join(ROOT, "README.md")).filter((href) => href.startsWith("docs/"));
    expect(docsLinks.length).toBeGreaterThan(10);
  });

  it("every relative link of the README and of docs/ leads to a page, and a section of it, that exist", () => {
    const broken = docPages.flatMap((page) =>
      linksOf(page)
        .map((href) => brokenTarget(path.dirname(page), href))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${relative(page)}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });
});
