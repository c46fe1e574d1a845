// Builds the text of a new resource's declaration, migration and labels from its name, area and
// field list: what `npm run new-resource` writes (scripts/new-resource.ts).

export const FIELD_TYPES = [
  "string",
  "text",
  "email",
  "integer",
  "number",
  "boolean",
  "date",
  "datetime",
  "color",
  "icon",
] as const;
export type ScaffoldType = (typeof FIELD_TYPES)[number];

export interface ScaffoldField {
  name: string;
  type: ScaffoldType;
  required: boolean;
}

export interface Scaffold {
  area: string;
  /** API name, kebab-case and plural (`course-levels`). */
  name: string;
  fields: ScaffoldField[];
}

/** The column each type is stored in, and the limits its declaration checks. */
const STORAGE: Record<ScaffoldType, { column: string; limits: string }> = {
  string: { column: `"varchar(120)"`, limits: "maxLength: 120" },
  text: { column: `"varchar(2000)"`, limits: "maxLength: 2000" },
  email: { column: `"varchar(254)"`, limits: "maxLength: 254" },
  integer: { column: `"integer"`, limits: "min: 0, max: 2147483647" },
  number: { column: `"numeric"`, limits: "" },
  boolean: { column: `"boolean"`, limits: "" },
  date: { column: `"date"`, limits: "" },
  datetime: { column: `"timestamptz"`, limits: "" },
  color: { column: `"varchar(7)"`, limits: "maxLength: 7" },
  icon: { column: `"varchar(60)"`, limits: "maxLength: 60" },
};

/**
 * The path each area's pages sit under (docs/product.md#screens-and-routes: /crm/campaign-types, /projects/phases,
 * /billings/series, /courses/sessions), so a new resource's list lands beside its area's.
 */
export const AREA_PATHS: Record<string, string> = {
  projects: "/projects",
  crm: "/crm",
  education: "/courses",
  support: "/support",
  billing: "/billings",
  users: "/users",
  settings: "/settings",
};

/**
 * Marks a Spanish label the scaffold could not know (a title's gender, a new field's name): a unit
 * test (tests/scripts/untranslated-labels.test.ts) fails while one is left in resources/ or locales/.
 */
export const UNTRANSLATED = "TODO(es)";

export const tableOf = (name: string) => name.replace(/-/g, "_");
export const exportOf = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]/g, " ");

/** The field that names a row: the first text-like one, made unique. */
export function labelFieldOf(fields: ScaffoldField[]): ScaffoldField {
  return fields.find((f) => f.type === "string") ?? fields[0];
}

export function declarationSource(s: Scaffold): string {
  const label = labelFieldOf(s.fields);
  const fieldLines = s.fields.map((f) => {
    const parts = [`type: "${f.type}"`];
    if (f.required) parts.push("required: true");
    // An optional text may be left empty; a required one must say something.
    if (f.required && f.type === "string") parts.push("minLength: 1");
    if (STORAGE[f.type].limits) parts.push(STORAGE[f.type].limits);
    if (f.type === "boolean") parts.push("default: false");
    if (f === label) parts.push("unique: true");
    return `    ${f.name}: { ${parts.join(", ")} },`;
  });
  const names = s.fields.map((f) => `"${f.name}"`);
  const filterable = s.fields.filter((f) => f.type !== "text").map((f) => `"${f.name}"`);
  const searchable = s.fields.filter((f) => ["string", "text", "email"].includes(f.type)).map((f) => `"${f.name}"`);
  return `import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";

export const ${exportOf(s.name)} = defineResource({
  name: "${s.name}",
  table: "${tableOf(s.name)}",
  area: "${s.area}",
  route: "${AREA_PATHS[s.area] ?? ""}/${s.name}",
  icon: "appstore",
  labelField: "${label.name}",
  fields: {
${fieldLines.join("\n")}
  },
  list: {
    columns: [${[...names, `"created_at"`].join(", ")}],
    filters: [${[`"id"`, ...filterable].join(", ")}],
    sorters: [${[`"id"`, ...filterable, `"created_at"`].join(", ")}],
    search: [${searchable.join(", ")}],
    defaultSort: { field: "${label.name}", order: "asc" },
  },
  permissions: STAFF_READ,
});
`;
}

export function migrationSource(s: Scaffold, file: string): string {
  const table = tableOf(s.name);
  const label = labelFieldOf(s.fields);
  const columns = s.fields.map((f) => {
    const modifiers = [f.required && "notNull()", f.type === "boolean" && "defaultTo(false)"].filter(Boolean);
    const chain = modifiers.length ? `, (c) => c.${modifiers.join(".")}` : "";
    return `    .addColumn("${f.name}", ${STORAGE[f.type].column}${chain})`;
  });
  const unique = ["string", "email"].includes(label.type)
    ? `  // Unique regardless of case; the index name tells the API which field a duplicate is on.
  await sql\`create unique index "${table}_${label.name}_key" on "${table}" (lower("${label.name}"))\`.execute(db);`
    : `  await `
      + `db.schema.createIndex("${table}_${label.name}_key").on("${table}").column("${label.name}`
      + `").unique().execute();`;
  return `import { sql, type Kysely } from "kysely";

// ${file}: the ${s.name} list (resources/${s.area}/${s.name}.ts). Frozen: imports no app code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("${table}")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql\`now()\`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql\`now()\`))
${columns.join("\n")}
    .execute();
${unique}
  // Its writes are heard live (migration 0011): on commit, to the readers allowed to see them.
  await sql\`select live_watch('${table}')\`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("${table}").execute();
}
`;
}

/**
 * Labels in one language: a field's from `known` (what the existing resources agree to call it),
 * the rest humanized; in Spanish, what the scaffold cannot know is marked UNTRANSLATED.
 */
export function labels(s: Scaffold, known: Record<string, string>, lang: "es" | "en") {
  const title = humanize(s.name);
  const singular = title.replace(/s$/, "");
  const guess = (text: string) => (lang === "es" ? `${UNTRANSLATED} ${text}` : text);
  const fields = ["id", "version", "created_at", "updated_at", ...s.fields.map((f) => f.name)];
  return {
    title: guess(title),
    singular: guess(singular),
    new: guess(`New ${singular.toLowerCase()}`),
    fields: Object.fromEntries(fields.map((f) => [f, known[f] ?? guess(humanize(f))])),
  };
}
