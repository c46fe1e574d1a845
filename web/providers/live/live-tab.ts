// This browser tab's id (x-live-tab, presence): kept in sessionStorage, so a reload stays the
// same tab and another tab is another viewer.
const KEY = "live-tab";

function uuid(): string {
  // randomUUID exists only on secure origins; getRandomValues everywhere (a LAN address on http).
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memory: string | undefined;

export function liveTabId(): string {
  if (typeof sessionStorage === "undefined") return (memory ??= uuid());
  let id = sessionStorage.getItem(KEY);
  if (!id) {
    id = uuid();
    sessionStorage.setItem(KEY, id);
  }
  return id;
}
