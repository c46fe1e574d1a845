import type { ResourceDef } from "../../resources/index.js";

/**
 * A body without a field that defaults to its creator (FieldDef.creatorByDefault: a lead's owner)
 * gets the signed-in user's id; an explicit null stays, and so does the body without a user.
 */
export function withCreatorDefaults(def: ResourceDef, body: Record<string, unknown>, userId: number | undefined) {
  if (userId === undefined) return body;
  const absent = Object.entries(def.fields).filter(([name, f]) => f.creatorByDefault && body[name] === undefined);
  return absent.length ? { ...body, ...Object.fromEntries(absent.map(([name]) => [name, userId])) } : body;
}
