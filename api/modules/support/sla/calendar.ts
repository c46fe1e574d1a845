import { sql, type Kysely } from "kysely";
import type { BusinessCalendar } from "./business-time.js";
import type { Database } from "../../../db/schema.js";

/**
 * The company's business calendar: its time zone, working weekdays and daily window (company
 * settings) and every holiday. Read per use, not cached: several instances share the settings,
 * and a change made on one must count on the others at once.
 */
export async function loadCalendar(db: Kysely<Database>): Promise<BusinessCalendar> {
  const company = await db
    .selectFrom("company")
    .select(["timezone", "business_days", "business_start", "business_end"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  // to_char: the date comes back as the same text on PGlite and PostgreSQL whatever the parsers.
  const holidays = await db
    .selectFrom("holidays")
    .select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as("date"))
    .execute();
  return {
    timeZone: company.timezone,
    days: (company.business_days as number[]).map(Number),
    start: company.business_start,
    end: company.business_end,
    holidays: holidays.map((h) => h.date),
  };
}
