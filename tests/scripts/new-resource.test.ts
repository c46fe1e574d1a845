import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { migrateToLatest } from "../../api/db/migrator.js";
import { openDatabase } from "../../api/db/database.js";
import { newResource, parseArgs } from "../../scripts/new-resource.js";
import { declarationSource, UNTRANSLATED } from "../../scripts/new-resource-templates.js";

// `npm run new-resource` run on a copy of the project: what it writes compiles, migrates, and is
// wired into the registry and both locales.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gestion-scaffold-"));
const read = (file: string) => fs.readFileSync(path.join(tmp, file), "utf8");
let output = "";

beforeAll(() => {
  for (const dir of ["resources", "migrations", "locales"])
    fs.cpSync(path.join(ROOT, dir), path.join(tmp, dir), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(tmp, "node_modules"));
  const args = [
    "--root",
    tmp,
    "education/course-levels",
    "name:string!",
    "description:text",
    "order:integer",
    "active:boolean",
  ];
  output = execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/new-resource.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
}, 120_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("npm run new-resource", () => {
  const migrationName = () => {
    const last = fs
      .readdirSync(path.join(ROOT, "migrations"))
      .filter((f) => /^\d{4}_/.test(f))
      .sort()
      .at(-1)!;
    return `${String(Number(last.slice(0, 4)) + 1).padStart(4, "0")}_course-levels.ts`;
  };

  it("writes the declaration, the next migration, the registry entry and both locales", () => {
    for (const file of [
      "resources/education/course-levels.ts",
      `migrations/${migrationName()}`,
      "resources/registry.ts",
      "locales/es/resources.json",
      "locales/en/resources.json",
    ]) {
      expect(output).toContain(file);
      expect(fs.existsSync(path.join(tmp, file))).toBe(true);
    }
    const registry = read("resources/registry.ts");
    expect(registry).toContain(`import { courseLevels } from "./education/course-levels.js";`);
    expect(registry).toMatch(/export const RESOURCES[^;]*\n {2}courseLevels,\n\];/);
  });

  it("adds title, singular and every field's label in es and en", () => {
    const [es, en] = ["es", "en"].map((lang) => JSON.parse(read(`locales/${lang}/resources.json`))["course-levels"]);
    for (const labels of [es, en]) {
      expect(labels.title).toEqual(expect.any(String));
      expect(labels.singular).toEqual(expect.any(String));
      expect(Object.keys(labels.fields).sort()).toEqual([
        "active",
        "created_at",
        "description",
        "id",
        "name",
        "order",
        "updated_at",
        "version",
      ]);
    }
    expect(es.fields.created_at).toBe("Creado el");
    expect(en.fields.created_at).toBe("Created at");
    // What every resource calls a field is taken; what the scaffold cannot know is marked.
    expect(es.fields.name).toBe("Nombre");
    expect(es.fields.active).toBe(`${UNTRANSLATED} Active`);
    expect([es.title, es.singular, es.new]).toEqual([
      `${UNTRANSLATED} Course levels`,
      `${UNTRANSLATED} Course level`,
      `${UNTRANSLATED} New course level`,
    ]);
    expect([en.title, en.singular, en.new, en.fields.active]).toEqual([
      "Course levels",
      "Course level",
      "New course level",
      "Active",
    ]);
  });

  it("routes the list under its area's path, and asks a length only of a required text", () => {
    const source = read("resources/education/course-levels.ts");
    expect(source).toContain(`route: "/courses/course-levels",`);
    expect(source).toContain(`name: { type: "string", required: true, minLength: 1, maxLength: 120, unique: true },`);
    expect(
      declarationSource({
        area: "crm",
        name: "competitors",
        fields: [{ name: "website", type: "string", required: false }],
      }),
    ).toContain(`website: { type: "string", maxLength: 120, unique: true },`);
  });

  it("prints its options on --help and exits 0", () => {
    const help = execFileSync(
      process.execPath,
      ["--import", "tsx", path.join(ROOT, "scripts/new-resource.ts"), "--help"],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(help).toContain("Usage: npm run new-resource");
    expect(help).toContain("--root <dir>");
  });

  it("writes files that type-check", () => {
    fs.writeFileSync(
      path.join(tmp, "tsconfig.json"),
      JSON.stringify({ extends: path.join(ROOT, "tsconfig.json"), include: ["resources", "migrations"] }),
    );
    // Throws with tsc's diagnostics when it finds an error.
    execFileSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", tmp], {
      cwd: tmp,
      encoding: "utf8",
    });
  }, 120_000);

  it("declares a resource the kit accepts, and a migration that creates and drops its table", async () => {
    const { courseLevels } = await import(pathToFileURL(path.join(tmp, "resources/education/course-levels.ts")).href);
    expect(courseLevels).toMatchObject({
      name: "course-levels",
      table: "course_levels",
      area: "education",
      labelField: "name",
    });
    expect(Object.keys(courseLevels.fields)).toEqual([
      "id",
      "version",
      "created_at",
      "updated_at",
      "name",
      "description",
      "order",
      "active",
    ]);

    const migration = await import(pathToFileURL(path.join(tmp, "migrations", migrationName())).href);
    const handle = await openDatabase({ pgliteDir: "memory://" });
    try {
      // On top of the project's migrations, as it will run (it calls their live_watch).
      await migrateToLatest(handle.db);
      await migration.up(handle.db);
      const db = handle.db as any;
      const row = await db
        .insertInto("course_levels")
        .values({ name: "Básico", order: 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      const { rows: watched } = await sql<{
        tgname: string;
      }>`select tgname from pg_trigger where tgrelid = 'course_levels'::regclass and tgname like 'live%' order by
        tgname`.execute(db);
      expect(watched.map((r) => r.tgname)).toEqual(["live_created", "live_deleted", "live_updated"]);
      expect(row).toMatchObject({ id: 1, version: 1, name: "Básico", description: null, order: 1, active: false });
      // The unique index is named <table>_<column>_key, so a duplicate answers 422 on that field.
      await expect(db.insertInto("course_levels").values({ name: "BÁSICO" }).execute()).rejects.toMatchObject({
        code: "23505",
        constraint: "course_levels_name_key",
      });
      await expect(db.insertInto("course_levels").values({ description: "no name" }).execute()).rejects.toMatchObject({
        code: "23502",
      });
      await migration.down(handle.db);
      await expect(db.selectFrom("course_levels").selectAll().execute()).rejects.toMatchObject({ code: "42P01" });
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("refuses a resource that exists, writing nothing", () => {
    const before = read("resources/registry.ts");
    expect(() => newResource(tmp, parseArgs(["education/course-levels"]).scaffold)).toThrow(/already exists/);
    expect(() => newResource(tmp, parseArgs(["crm/lead-services"]).scaffold)).toThrow(/already/);
    expect(read("resources/registry.ts")).toBe(before);
  });

  it.each([
    [["nowhere/things"], /Unknown area/],
    [["crm/Bad_Name"], /kebab-case/],
    [["crm"], /Usage/],
    [["--help"], /--root <dir>/],
    [["crm/things", "name:blob"], /Unknown type/],
    [["crm/things", "id:integer"], /bookkeeping/],
    [["crm/things", "name:string", "name:text"], /twice/],
  ])("refuses %j", (args, message) => {
    expect(() => parseArgs(args)).toThrow(message);
  });

  it("reads --root and field specs", () => {
    expect(parseArgs(["--root", "/x", "crm/things", "title:string!", "due:date"])).toEqual({
      root: "/x",
      scaffold: {
        area: "crm",
        name: "things",
        fields: [
          { name: "title", type: "string", required: true },
          { name: "due", type: "date", required: false },
        ],
      },
    });
    expect(parseArgs(["crm/things"]).scaffold.fields).toEqual([{ name: "name", type: "string", required: true }]);
  });
});
