import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, notFound } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import { registerUploads } from "../../uploads/image-upload.js";
import { listUsers, usersPage, type UsersQuery } from "./list-users.js";
import { assertMayManage, isAdmin } from "./role-rules.js";
import { setAvatar } from "./set-avatar.js";
import { createUser, deleteUser, updateUser } from "./write-user.js";
import type { UserBody } from "./user-input.js";
import { findUser } from "./user-rows.js";
import {
  createUserBody,
  errorAnswer,
  listUsersQuery,
  patchUserBody,
  userIdParams,
  userRowSchema,
} from "./user-schemas.js";

// /api/users: only admins and superadmins (docs/product.md#roles); superadmins stay a superadmin's business.
async function adminsOnly(request: FastifyRequest): Promise<void> {
  if (!isAdmin(requireUser(request).roles)) throw forbidden();
}

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorAnswer]));
const docs = (summary: string, operationId: string) => ({ tags: ["users"], summary, operationId });
type WithId = { Params: { id: number } };

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const guard = { onRequest: app.authenticate, preHandler: adminsOnly };

  app.get<{ Querystring: UsersQuery }>(
    "/users",
    {
      ...guard,
      schema: {
        ...docs("List users", "users_list"),
        querystring: listUsersQuery,
        response: { 200: { type: "array", items: userRowSchema }, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listUsers(db, request.query, usersPage(request.query as Record<string, unknown>));
      reply.header("x-total-count", String(total));
      return rows;
    },
  );

  app.get<WithId>(
    "/users/:id",
    {
      ...guard,
      schema: {
        ...docs("Show one user", "users_show"),
        params: userIdParams,
        response: { 200: userRowSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findUser(db, request.params.id);
      if (!row) throw notFound();
      return row;
    },
  );

  app.post<{ Body: UserBody }>(
    "/users",
    {
      ...guard,
      schema: {
        ...docs("Create a user", "users_create"),
        body: createUserBody,
        response: { 201: userRowSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(db, request, request.body)),
  );

  app.patch<WithId & { Body: UserBody }>(
    "/users/:id",
    {
      ...guard,
      schema: {
        ...docs("Update a user", "users_edit"),
        description:
          "Send only the fields to change; `password` sets a new one and ends the user's sessions; with "
          + "`version`, a stale copy answers 409.",
        params: userIdParams,
        body: patchUserBody,
        response: { 200: userRowSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateUser(db, request, request.params.id, request.body),
  );

  app.delete<WithId>(
    "/users/:id",
    {
      ...guard,
      schema: {
        ...docs("Delete a user", "users_delete"),
        description: "To keep a user's history, deactivate instead (PATCH active=false).",
        params: userIdParams,
        response: { 200: userRowSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteUser(db, request, request.params.id),
  );

  await app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post<WithId>(
      "/users/:id/avatar",
      {
        ...guard,
        schema: {
          ...docs("Upload a user's avatar (multipart, field `file`: PNG or JPG, at most 10 MB)", "users_avatar"),
          params: userIdParams,
          response: { 200: userRowSchema, ...errors(401, 403, 404, 413, 415, 422) },
        },
      },
      async (request) => {
        const check = (row: { roles: { name: string }[] }) =>
          assertMayManage(
            requireUser(request),
            row.roles.map((r) => r.name),
          );
        // Checked before the upload is read, and again under the row lock.
        const target = await findUser(db, request.params.id);
        if (!target) throw notFound();
        check(target);
        return setAvatar(app, request, request.params.id, check);
      },
    );
  });
}
