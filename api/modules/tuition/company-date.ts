import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// The company's calendar: what day it is where the academy is (its time zone), so a run on the
// 1st and a collection "in 5 days" do not depend on the server's clock zone.

export async function companyDate(db: Kysely<Database>, now: Date = new Date()): Promise<string> {
  const company = await db.selectFrom("company").select("timezone").where("id", "=", 1).executeTakeFirst();
  return localDate(now, String(company?.timezone ?? "Europe/Madrid"));
}

/** "YYYY-MM-DD" of `now` in a time zone (an unknown zone reads as UTC). */
export function localDate(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
