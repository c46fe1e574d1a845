import { RESOURCES } from "../../../resources/index.js";
import { fileRoutes } from "../../uploads/file-routes.js";
import type { ApiManifest } from "../api-manifest.js";
import { fileCleanupHooks } from "./file-cleanup.js";
import { attachmentsRoutes } from "./routes.js";

/** Stored files: images and logos served, every `attachments` resource's upload and download, and their cleanup. */
export const attachmentsManifest: ApiManifest = {
  name: "attachments",
  // A delete's own rules may still refuse it: the files go once every other rule has run.
  after: ["projects", "support", "kanban"],
  writeHooks: RESOURCES.filter((def) => def.attachments).flatMap(fileCleanupHooks),
  routes: [fileRoutes, attachmentsRoutes],
  needs: ["background-work"],
};
