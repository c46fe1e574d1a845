import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ErrorObject } from "ajv";
import { validationFailed } from "../../errors.js";
import { ajvToFieldErrors } from "../../plugins/validation.js";
import { registerUploads } from "../../uploads/image-upload.js";
import { checkImport, dryRunAnswer } from "./dry-run.js";
import { importFor, importGuard } from "./import-access.js";
import { dryRunSchema, listSchema, runSchema, showSchema, undoSchema, uploadSchema } from "./import-schemas.js";
import { listImports } from "./list-imports.js";
import { readImportFile } from "./read-import-file.js";
import { runImport, type RunOptions } from "./run-import.js";
import { importAnswer, storeImport } from "./store-import.js";
import { undoImport } from "./undo-import.js";

// Leads from a spreadsheet (docs/crm-api.md, Import): upload, map the columns, dry run, run in one
// transaction, undo. Registered under /api.

// Bodies are validated after the access check (attachValidation): a user who may not import
// learns nothing about what a valid body looks like.
async function checkedInput(request: FastifyRequest): Promise<void> {
  await importGuard(request);
  const failure = request.validationError as
    | (Error & { validation?: ErrorObject[]; validationContext?: string })
    | undefined;
  if (!failure) return;
  if (failure.validationContext === "body") throw validationFailed(ajvToFieldErrors(failure.validation ?? []));
  throw failure;
}

export async function leadImportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  await registerUploads(app);
  const guarded = { onRequest: app.authenticate, preHandler: checkedInput, attachValidation: true };

  // The form is read by the handler: the body schema documents it, its verdict is not used.
  app.post("/lead-imports", { ...guarded, preHandler: importGuard, schema: uploadSchema }, async (request, reply) => {
    const file = await readImportFile(request);
    const id = await storeImport(db, request, file);
    return reply.status(201).send(importAnswer(await importFor(db, request, false, id)));
  });

  app.get("/lead-imports", { ...guarded, schema: listSchema }, async (request) => listImports(db, request));

  app.get("/lead-imports/:id", { ...guarded, schema: showSchema }, async (request) =>
    importAnswer(await importFor(db, request)),
  );

  app.post("/lead-imports/:id/dry-run", { ...guarded, schema: dryRunSchema }, async (request) => {
    const { mapping } = request.body as { mapping: Record<string, string | null> };
    return dryRunAnswer(request, await checkImport(db, request, await importFor(db, request), mapping));
  });

  app.post("/lead-imports/:id/run", { ...guarded, schema: runSchema }, async (request) =>
    runImport(db, request, request.body as RunOptions),
  );

  app.post("/lead-imports/:id/undo", { ...guarded, schema: undoSchema }, async (request) => undoImport(db, request));
}
