// Builds a new resource from `npm run new-resource -- <area>/<name> [field:type[!] …] [--root dir]`:
// its declaration (resources/), registry entry, next-numbered migration and es/en labels.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AREAS } from "../resources/kit/types.js";
import {
  declarationSource,
  exportOf,
  FIELD_TYPES,
  labels,
  migrationSource,
  UNTRANSLATED,
  type Scaffold,
  type ScaffoldField,
  type ScaffoldType,
} from "./new-resource-templates.js";

export const USAGE = `Usage: npm run new-resource -- <area>/<name> [field:type[!] …] [--root <dir>]
  area: ${AREAS.join(", ")}; name: kebab-case and plural (course-levels)
  field types: ${FIELD_TYPES.join(", ")}; "!" makes a field required (default: name:string!)
  --root <dir>: the project to write into (default: this one)
  --help: print this and exit`;

/** Thrown for --help: the caller prints the usage and exits 0. */
export class HelpRequested extends Error {
  constructor() {
    super(USAGE);
  }
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FIELD = /^([a-z][a-z0-9_]*):([a-z]+)(!?)$/;
const RESERVED = new Set(["id", "version", "created_at", "updated_at"]);

export function parseArgs(argv: string[]): { root?: string; scaffold: Scaffold } {
  const args = [...argv];
  if (args.includes("--help") || args.includes("-h")) throw new HelpRequested();
  let root: string | undefined;
  const at = args.indexOf("--root");
  if (at >= 0) [, root] = args.splice(at, 2);
  const [target, ...fieldArgs] = args;
  const [area, name, ...more] = (target ?? "").split("/");
  if (!area || !name || more.length) throw new Error(USAGE);
  if (!(AREAS as readonly string[]).includes(area))
    throw new Error(`Unknown area "${area}"; one of: ${AREAS.join(", ")}`);
  if (!NAME.test(name)) throw new Error(`"${name}" is not a kebab-case name (course-levels)`);
  const fields: ScaffoldField[] = (fieldArgs.length ? fieldArgs : ["name:string!"]).map((arg) => {
    const match = FIELD.exec(arg);
    if (!match) throw new Error(`"${arg}" is not field:type or field:type!\n${USAGE}`);
    const [, field, type, bang] = match;
    if (!(FIELD_TYPES as readonly string[]).includes(type))
      throw new Error(
        `Unknown type "${type}"; one of: ${FIELD_TYPES.join(", ")} (references and enums are added by hand)`,
      );
    if (RESERVED.has(field)) throw new Error(`"${field}" is a bookkeeping column every table has`);
    return { name: field, type: type as ScaffoldType, required: bang === "!" };
  });
  if (new Set(fields.map((f) => f.name)).size !== fields.length) throw new Error("A field is named twice");
  return { root, scaffold: { area, name, fields } };
}

/**
 * The label of each field name the existing resources agree on (three in four of its uses, as
 * "Nombre" for name): a label that varies ("Activo", "Activa") depends on the resource.
 */
export function agreedLabels(resources: { fields?: Record<string, string> }[]): Record<string, string> {
  const uses = new Map<string, Map<string, number>>();
  for (const [field, label] of resources.flatMap((r) => Object.entries(r.fields ?? {}))) {
    const counts = uses.get(field) ?? new Map<string, number>();
    uses.set(field, counts.set(label, (counts.get(label) ?? 0) + 1));
  }
  const agreed: Record<string, string> = {};
  for (const [field, counts] of uses) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const [label, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (count * 4 >= total * 3) agreed[field] = label;
  }
  return agreed;
}

/** The files written, relative to root. Refuses (writing nothing) when the resource exists. */
export function newResource(root: string, scaffold: Scaffold): string[] {
  const { area, name } = scaffold;
  const declaration = path.join("resources", area, `${name}.ts`);
  const registryPath = path.join(root, "resources", "registry.ts");
  const registry = fs.readFileSync(registryPath, "utf8");
  const identifier = exportOf(name);
  if (fs.existsSync(path.join(root, declaration))) throw new Error(`${declaration} already exists`);
  if (new RegExp(`\\b${identifier}\\b`).test(registry))
    throw new Error(`resources/registry.ts already names ${identifier}`);

  const migrationsDir = path.join(root, "migrations");
  const numbers = fs
    .readdirSync(migrationsDir)
    .map((f) => /^(\d{4})_/.exec(f)?.[1])
    .filter((n): n is string => !!n)
    .map(Number);
  const migration = path.join("migrations", `${String(Math.max(0, ...numbers) + 1).padStart(4, "0")}_${name}.ts`);

  const locales = ["es", "en"].map((lang) => {
    const file = path.join("locales", lang, "resources.json");
    const json = JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<
      string,
      { fields?: Record<string, string> }
    >;
    if (json[name]) throw new Error(`${file} already has "${name}"`);
    const entry = labels(scaffold, agreedLabels(Object.values(json)), lang as "es" | "en");
    return { file, text: `${JSON.stringify({ ...json, [name]: entry }, null, 2)}\n` };
  });

  const withImport = registry.replace(
    /((?:^import .*\n)+)/m,
    `$1import { ${identifier} } from "./${area}/${name}.js";\n`,
  );
  const withEntry = withImport.replace(/(export const RESOURCES[^=]*= \[\n(?:.*\n)*?)(\];)/, `$1  ${identifier},\n$2`);
  if (withEntry === withImport || withImport === registry)
    throw new Error("resources/registry.ts does not have the expected imports and RESOURCES list");

  fs.mkdirSync(path.join(root, "resources", area), { recursive: true });
  fs.writeFileSync(path.join(root, declaration), declarationSource(scaffold));
  fs.writeFileSync(path.join(root, migration), migrationSource(scaffold, path.basename(migration)));
  fs.writeFileSync(registryPath, withEntry);
  for (const { file, text } of locales) fs.writeFileSync(path.join(root, file), text);
  return [declaration, migration, path.join("resources", "registry.ts"), ...locales.map((l) => l.file)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { root, scaffold } = parseArgs(process.argv.slice(2));
    const written = newResource(
      path.resolve(root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "..")),
      scaffold,
    );
    console.log(`Wrote:\n${written.map((f) => `  ${f}`).join("\n")}`);
    console.log(
      `Next: translate the labels marked ${UNTRANSLATED} in locales/es/resources.json, review the permissions `
        + `and the fields' limits.`,
    );
  } catch (error) {
    if (error instanceof HelpRequested) {
      console.log(USAGE);
      process.exit(0);
    }
    console.error((error as Error).message);
    process.exit(1);
  }
}
