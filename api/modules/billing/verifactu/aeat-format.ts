// Values as the tax agency (AEAT) writes them in a VeriFactu record: the fingerprint is computed
// over these exact strings, so "12.3" instead of "12.30", or a UTC time, gives another hash.

/** Integer cents → "12.35" (always two decimals, a dot, no grouping; "-12.35" when negative). */
export function centsToAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Amounts are integer cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "2024-01-01" → "01-01-2024". */
export function isoDateToAeat(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

const madrid = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Madrid",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "longOffset",
});

/**
 * The instant as Madrid's clocks show it, with the offset in force then: "2024-01-01T19:20:30+01:00"
 * in winter, "+02:00" in summer. The record's time is the issuer's local one (FechaHoraHusoGenRegistro).
 */
export function madridTimestamp(date: Date): string {
  const parts: Record<string, string> = {};
  for (const p of madrid.formatToParts(date)) parts[p.type] = p.value;
  // longOffset reads "GMT+01:00"; a bare "GMT" would mean UTC itself.
  const offset = parts.timeZoneName.replace("GMT", "") || "+00:00";
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
