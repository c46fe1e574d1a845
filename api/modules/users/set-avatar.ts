import { sql } from "kysely";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../../errors.js";
import { recordAudit } from "../../audit/record-audit.js";
import { diskStorage, filePath, storedNameOf } from "../../uploads/file-storage.js";
import { readImageUpload } from "../../uploads/image-upload.js";
import { findUser, type UserRow } from "./user-rows.js";

/**
 * Stores the uploaded image as the user's avatar (the profile and the users API both use it).
 * The file is written before the transaction and removed again if it fails; the replaced file
 * goes once the new one is committed.
 */
export async function setAvatar(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  check?: (row: UserRow) => void,
): Promise<UserRow> {
  const { db } = app.database;
  const upload = await readImageUpload(request);
  const storage = diskStorage(app.config.dataDir);
  const name = await storage.save("avatars", upload.ext, upload.bytes);
  try {
    const { before, after } = await db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
      if (!locked) throw notFound();
      const current = (await findUser(trx, userId))!;
      check?.(current);
      await trx
        .updateTable("users")
        .set({ avatar: filePath("avatars", name), version: sql`version + 1`, updated_at: sql`now()` })
        .where("id", "=", userId)
        .execute();
      await recordAudit(trx, request, {
        action: "update",
        resource: "users",
        recordId: userId,
        before: { avatar: current.avatar },
        after: { avatar: filePath("avatars", name) },
      });
      return { before: current, after: (await findUser(trx, userId))! };
    });
    const old = storedNameOf("avatars", before.avatar);
    if (old) await storage.remove("avatars", old).catch(() => undefined);
    return after;
  } catch (error) {
    await storage.remove("avatars", name).catch(() => undefined);
    throw error;
  }
}
