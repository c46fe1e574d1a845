import type { InjectOptions } from "fastify";
import type { Kysely } from "kysely";
import { call, createTestApp, type TestApp } from "../../fixtures/app.js";
import { createManager, createProject, createTask } from "../../fixtures/projects.js";
import { uniqueToken, type Api } from "../../fixtures/records.js";
import { signedInUser } from "../../fixtures/users.js";

// One app per database kind with the people a board needs: an admin, a commercial user who
// manages one project, a client of that project, and columns (states) made for the test.

type Row = Record<string, any>;

export interface Board {
  test: TestApp;
  db: Kysely<any>;
  admin: Api;
  commercial: Api & { id: number };
  client: Api;
  /** A project the commercial user manages and the client owns. */
  project: Row;
}

export async function openBoard(kind: TestApp["kind"]): Promise<Board> {
  const test = await createTestApp(kind);
  const db = test.database.handle.db as unknown as Kysely<any>;
  const app = test.app;
  const adminUser = await signedInUser(app, test.database.handle.db, "admin");
  const admin = { app, token: adminUser.token };
  const commercialUser = await signedInUser(app, test.database.handle.db, "commercial");
  const { id: clientId } = await db
    .insertInto("lead_clients")
    .values({ name: `Cliente ${uniqueToken()}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const clientUser = await signedInUser(app, test.database.handle.db, "client", { clientId: clientId as number });
  const manager = await createManager(admin, commercialUser.id);
  const project = await createProject(admin, { manager_id: manager.id, client_id: clientId });
  return {
    test,
    db,
    admin,
    commercial: { app, token: commercialUser.token, id: commercialUser.id },
    client: { app, token: clientUser.token },
    project,
  };
}

async function post(api: Api, url: string, payload: object): Promise<Row> {
  const res = await call(api.app, api.token, { method: "POST", url, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A new task state (a board column of tasks). */
export function taskState(board: Board, overrides: Row = {}): Promise<Row> {
  return post(board.admin, "/api/task-states", { name: `Estado ${uniqueToken()}`, completes: false, ...overrides });
}

/** A new project state (a board column of projects). */
export function projectState(board: Board, overrides: Row = {}): Promise<Row> {
  return post(board.admin, "/api/project-states", { name: `Fase ${uniqueToken()}`, ...overrides });
}

/** `count` tasks of the board's project (unless told) in one column, created one after the other. */
export async function tasksIn(
  board: Board,
  stateId: number,
  count: number,
  projectId: number = board.project.id,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) rows.push(await createTask(board.admin, projectId, { task_state_id: stateId }));
  return rows;
}

export async function projectsIn(board: Board, stateId: number, count: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) rows.push(await createProject(board.admin, { project_state_id: stateId }));
  return rows;
}

/** The cards of a column as the board lists them (the generic list, by position then id). */
export async function columnIds(
  board: Board,
  resource: string,
  field: string,
  value: number,
  extra = "",
): Promise<number[]> {
  const res = await call(board.test.app, board.admin.token, {
    method: "GET",
    url: `/api/${resource}?${field}=${value}&_sort=board_position,id&_order=asc,asc&_start=0&_end=100${extra}`,
  });
  if (res.statusCode !== 200) throw new Error(`list ${resource}: ${res.statusCode} ${res.body}`);
  const rows = res.json() as Row[];
  if (Number(res.headers["x-total-count"]) !== rows.length) throw new Error("column larger than one page");
  return rows.map((r) => r.id);
}

/** The stored positions of a column, in board order. */
export async function positions(board: Board, table: string, column: string, value: number): Promise<number[]> {
  const rows = await board.db
    .selectFrom(table)
    .select("board_position")
    .where(column, "=", value)
    .orderBy("board_position")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.board_position));
}

export function move(
  api: Api,
  resource: string,
  id: number,
  body: unknown,
  options: Partial<InjectOptions> & { lang?: string; query?: string } = {},
) {
  const { query, ...rest } = options;
  return call(api.app, api.token, {
    method: "POST",
    url: `/api/${resource}/${id}/move${query ? `?${query}` : ""}`,
    payload: body as object,
    ...rest,
  });
}

export function strictlyIncreasing(values: number[]): boolean {
  return values.every((v, i) => i === 0 || v > values[i - 1]);
}
