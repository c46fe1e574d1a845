import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ResourceDef } from "../../resources/index.js";
import type { Row } from "./read-rows.js";
import { assertFieldRoles } from "./field-roles.js";
import { assertClosingFlow } from "./closing-writes.js";
import type { Database } from "../db/schema.js";

// Where a module adds rules to the generic writes of one resource (a task may not start before
// what it depends on ends; a new card goes to the end of its column). Hooks run inside the
// write's transaction: throwing refuses the write and nothing is kept.
export interface WriteEvent {
  trx: Kysely<Database>;
  def: ResourceDef;
  action: "create" | "edit" | "delete";
  request: FastifyRequest | null;
  /** Values about to be written, keyed by column (create and edit); a hook may change them. */
  values: Record<string, unknown>;
  /** The row as it was (edit and delete). */
  before?: Row;
  /** The row as written (afterWrite of create and edit). */
  after?: Row;
  /** The inline children sent with it (an invoice's lines), which a beforeWrite hook may adjust. */
  children?: Record<string, unknown>[];
  /** The app's hooks, for a write whose request is not given (a lead the website's form files). */
  hooks?: WriteHooksTable;
}

export interface WriteHooks {
  beforeWrite?(event: WriteEvent): Promise<void>;
  afterWrite?(event: WriteEvent): Promise<void>;
}

/** One rule of an area on the writes of one resource, as its manifest names it. */
export interface WriteHookEntry {
  resource: string;
  hooks: WriteHooks;
}

/** Each resource's hooks in the order of the manifests that name them (api/modules/manifests.ts). */
export type WriteHooksTable = ReadonlyMap<string, readonly WriteHooks[]>;

declare module "fastify" {
  interface FastifyInstance {
    /** The write hooks of this app, built from its manifests when the app is built. */
    writeHooks: WriteHooksTable;
  }
}

export function writeHooksTable(entries: readonly WriteHookEntry[]): WriteHooksTable {
  const table = new Map<string, WriteHooks[]>();
  for (const { resource, hooks } of entries) table.set(resource, [...(table.get(resource) ?? []), hooks]);
  return table;
}

// The app's table travels with the request; a write made on nobody's behalf names it itself.
function hooksOf(event: WriteEvent): readonly WriteHooks[] {
  const table = event.hooks ?? event.request?.server.writeHooks;
  if (!table) throw new Error(`A write of ${event.def.name} without the app's write hooks`);
  return table.get(event.def.name) ?? [];
}

/** The kit's own rules on every write (who may change which field, closing by dialog), then the modules' hooks. */
export async function runBeforeWrite(event: WriteEvent): Promise<void> {
  assertFieldRoles(event);
  assertClosingFlow(event);
  for (const hooks of hooksOf(event)) await hooks.beforeWrite?.(event);
}

export async function runAfterWrite(event: WriteEvent): Promise<void> {
  for (const hooks of hooksOf(event)) await hooks.afterWrite?.(event);
}
