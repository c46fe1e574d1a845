// Reads what tests need from a raw mail (RFC 5322 with quoted-printable parts, as the app sends
// them): headers, the decoded body, and the reset link.
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** An encoded-word header (=?UTF-8?Q?...?=) as text. */
export function decodeHeader(value = ""): string {
  // Blanks between two encoded words belong to neither (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

export function mailBody(raw: string): string {
  return decodeQuotedPrintable(raw);
}

export function resetLinkIn(raw: string): string {
  const match = /https?:\/\/[^\s"<>]+\/auth\/reset-password\?[^\s"<>]+/.exec(mailBody(raw));
  if (!match) throw new Error("no reset link in the mail");
  return match[0].replace(/&amp;/g, "&");
}
