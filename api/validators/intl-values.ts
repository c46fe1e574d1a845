// ISO 4217 currencies and IANA time zones as the runtime knows them (Intl), so no list is kept
// by hand. UTC is added: some runtimes list only geographic zones.
let currencies: Set<string> | undefined;
let timeZones: Set<string> | undefined;

export function isCurrencyCode(value: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies.has(value);
}

export function isTimeZone(value: string): boolean {
  timeZones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return timeZones.has(value);
}
