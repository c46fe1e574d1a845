import fs from "node:fs";

// The anchors of a Markdown page as GitHub makes them from its headings: the text lower-cased,
// inline code and link syntax dropped, punctuation removed, each space a hyphen, and "-1", "-2"
// after a heading that repeats an earlier one.

export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

export function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) headings.push(m[1]);
  }
  return headings;
}

export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headingsOf(markdown)) {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

const cache = new Map<string, Set<string>>();

/** The anchors of a Markdown file, read once. */
export function anchorsOfFile(file: string): Set<string> {
  let anchors = cache.get(file);
  if (!anchors) {
    anchors = anchorsOf(fs.readFileSync(file, "utf8"));
    cache.set(file, anchors);
  }
  return anchors;
}
