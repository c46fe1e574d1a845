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
}

export interface WriteHooks {
  beforeWrite?(event: WriteEvent): Promise<void>;
  afterWrite?(event: WriteEvent): Promise<void>;
}

// Keyed by resource, then by a name, so registering again (one app per test) replaces, never repeats.
const registry = new Map<string, Map<string, WriteHooks>>();

export function setWriteHooks(resource: string, name: string, hooks: WriteHooks): void {
  if (!registry.has(resource)) registry.set(resource, new Map());
  registry.get(resource)!.set(name, hooks);
}

/** The kit's own rules on every write (who may change which field, closing by dialog), then the modules' hooks. */
export async function runBeforeWrite(event: WriteEvent): Promise<void> {
  assertFieldRoles(event);
  assertClosingFlow(event);
  for (const hooks of registry.get(event.def.name)?.values() ?? []) await hooks.beforeWrite?.(event);
}

export async function runAfterWrite(event: WriteEvent): Promise<void> {
  for (const hooks of registry.get(event.def.name)?.values() ?? []) await hooks.afterWrite?.(event);
}
