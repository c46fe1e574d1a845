// The name a user gave an uploaded file is shown in lists and sent back when it is downloaded,
// so it is kept without paths, control characters or an extension that lies about the content.
export const MAX_ORIGINAL_NAME = 255;

/** Extensions a name may keep for each sniffed type (the first one is added when it has none of them). */
const EXTENSIONS: Record<string, readonly string[]> = {
  png: ["png"],
  jpg: ["jpg", "jpeg", "jpe", "jfif"],
  pdf: ["pdf"],
  docx: ["docx"],
};

export function originalName(given: string | undefined, ext: string): string {
  // Browsers send the base name, but nothing stops a client from sending "../../etc/passwd".
  const base = (given ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control and direction characters are dropped
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const dot = clean.lastIndexOf(".");
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  const current = dot > 0 ? clean.slice(dot + 1).toLowerCase() : "";
  const allowed = EXTENSIONS[ext] ?? [ext];
  const suffix = allowed.includes(current) ? clean.slice(dot + 1) : allowed[0];
  return `${clip(stem.trim() || "file", MAX_ORIGINAL_NAME - suffix.length - 1)}.${suffix}`;
}

// By code points, so a name is never cut in the middle of a character.
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("").trim();
}
