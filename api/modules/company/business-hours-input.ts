import { minuteOfDay } from "../support/sla/business-time.js";

// The company's business hours (the SLA clock counts in them): ISO weekdays 1–7 and a daily
// window "HH:MM"–"HH:MM" in the company's time zone; the end may be "24:00" (round the clock).

export interface BusinessHoursBody {
  business_days?: number[];
  business_start?: string;
  business_end?: string;
}

/**
 * Checks the business-hours fields of a PUT against the stored ones (the window is checked whole,
 * whichever end is sent); puts the normalized values in `out` and the failures in `fail`.
 */
export function checkBusinessHours(
  body: BusinessHoursBody,
  current: { business_start: string; business_end: string },
  out: Record<string, unknown>,
  fail: (field: string, key: string) => void,
): void {
  if (body.business_days !== undefined) {
    const days = body.business_days;
    if (!days.length) fail("business_days", "company:noBusinessDays");
    else if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 7) || new Set(days).size !== days.length)
      fail("business_days", "company:invalidBusinessDays");
    else out.business_days = [...days].sort((a, b) => a - b);
  }
  if (body.business_start === undefined && body.business_end === undefined) return;
  const start = minuteOfDay(body.business_start?.trim() ?? current.business_start);
  const end = minuteOfDay(body.business_end?.trim() ?? current.business_end);
  const startOk = start !== null && start < 1440;
  const endOk = end !== null && end > 0;
  if (body.business_start !== undefined && !startOk) fail("business_start", "company:invalidTime");
  if (body.business_end !== undefined && !endOk) fail("business_end", "company:invalidTime");
  if (startOk && endOk && start >= end) fail("business_end", "company:businessEndBeforeStart");
}
