import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

// A satisfaction rating link: one-click, no sign-in, single-use. Only its hash is kept, so the
// table never holds a usable link; it lasts 30 days.
export const RATING_LINK_DAYS = 30;

export const hashRatingToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export async function newRatingLink(trx: Kysely<Database>, ticketId: number): Promise<string> {
  const token = crypto.randomBytes(24).toString("base64url");
  await trx
    .insertInto("ticket_rating_links")
    .values({
      ticket_id: ticketId,
      token_hash: hashRatingToken(token),
      expires_at: sql`now() + make_interval(days => ${RATING_LINK_DAYS})`,
    })
    .execute();
  return token;
}

export const ratingUrl = (publicUrl: string, token: string) => `${publicUrl}/support/rate/${token}`;
