// RFC 6266 / RFC 8187: the original name, any language, as an attachment (never shown inline,
// so an uploaded file cannot run as a page of this site).
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}
