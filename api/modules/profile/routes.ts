import type { FastifyInstance } from "fastify";
import { unauthorized } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { registerUploads } from "../../uploads/image-upload.js";
import { loadUserDto } from "../auth/user-dto.js";
import { setAvatar } from "../users/set-avatar.js";
import { changePassword, type PasswordChange } from "./change-password.js";
import { myActivity } from "./my-activity.js";
import { activitySchema, avatarSchema, passwordSchema, patchMeSchema } from "./profile-schemas.js";
import { updateProfile, type ProfileChange } from "./update-profile.js";

// The signed-in user's own profile (any role): fields, password, avatar and activity.
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const me = async (id: number) => {
    const user = await loadUserDto(db, id);
    if (!user) throw unauthorized();
    return { data: user };
  };

  app.patch<{ Body: ProfileChange }>("/me", { onRequest: app.authenticate, schema: patchMeSchema }, async (request) => {
    await updateProfile(db, request, request.body);
    return me(requireUser(request).id);
  });

  app.put<{ Body: PasswordChange }>(
    "/me/password",
    { onRequest: app.authenticate, schema: passwordSchema },
    async (request) => {
      const signedOut = await changePassword(db, request, request.body);
      return { message: request.t("profile:password.changed"), signed_out_sessions: signedOut };
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    "/me/activity",
    { onRequest: app.authenticate, schema: activitySchema },
    async (request, reply) => {
      const { rows, total } = await myActivity(db, requireUser(request).id, request.query);
      reply.header("x-total-count", String(total));
      return rows;
    },
  );

  await app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post("/me/avatar", { onRequest: app.authenticate, schema: avatarSchema }, async (request) => {
      await setAvatar(app, request, requireUser(request).id);
      return me(requireUser(request).id);
    });
  });
}
