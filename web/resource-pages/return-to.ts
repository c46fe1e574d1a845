// A form opened from another screen to complete a record (the invoice editor asking for a
// client's tax data) goes back there once saved: `?returnTo=<path>` on its address. Only a path
// of this app is followed, never another site.
export function safeReturnTo(search: string): string | null {
  const value = new URLSearchParams(search).get("returnTo");
  return value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : null;
}

export function withReturnTo(path: string, returnTo: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}returnTo=${encodeURIComponent(returnTo)}`;
}
