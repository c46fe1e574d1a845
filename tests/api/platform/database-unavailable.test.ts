import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { databaseErrorToAppError } from "../../../api/db/database-errors.js";
import { ConnectionRefused, isDatabaseUnavailable } from "../../../api/db/database-unavailable.js";

// Which driver failures mean "the database cannot be reached now" (503, retry) rather than a bug
// (500) or the user's mistake (4xx).
const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"])(
    "counts the socket error %s",
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it.each(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08006", "08P01"])(
    "counts the server's SQLSTATE %s",
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    },
  );

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "Client has encountered a connection error and is not queryable",
    "timeout exceeded when trying to connect",
    "Cannot use a pool after calling end on the pool",
    "PGlite is closed",
    "driver has already been destroyed",
  ])("counts pg's code-less failure %j", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("counts a connection the server refused, whatever its SQLSTATE, but not that SQLSTATE later in a session", () => {
    for (const code of ["55000", "28P01", "3D000", "53300"]) {
      expect(isDatabaseUnavailable(new ConnectionRefused(withCode(code)))).toBe(true);
    }
    expect(isDatabaseUnavailable(withCode("55000"))).toBe(false);
  });

  it("looks inside an AggregateError and a cause", () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], "connect failed"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: withCode("57P01") }))).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", withCode("42601")],
    ["a missing table", withCode("42P01")],
    ["a serialization failure", withCode("40001")],
    ["an ENOENT", withCode("ENOENT")],
    ["a plain error", new Error("boom")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("does not count %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("maps to 503 with Retry-After", () => {
    const mapped = databaseErrorToAppError(withCode("57P01", "terminating connection due to administrator command"));
    expect(mapped?.statusCode).toBe(503);
    expect(mapped?.key).toBe("errors:databaseUnavailable");
    expect(mapped?.headers).toEqual({ "retry-after": "5" });
    expect(databaseErrorToAppError(withCode("23505"))?.statusCode).toBe(422);
  });
});

// The real driver's errors, not hand-made ones: a closed port and a server that never answers.
describe("pg's own connection failures", () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
    const server = net.createServer(onConnection);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as net.AddressInfo).port;
  }

  async function connectError(port: number): Promise<unknown> {
    const pool = new pg.Pool({ host: "127.0.0.1", port, user: "x", database: "x", connectionTimeoutMillis: 300 });
    try {
      await pool.query("select 1");
      throw new Error("connected");
    } catch (error) {
      return error;
    } finally {
      await pool.end();
    }
  }

  it("counts a refused connection", async () => {
    const port = await listen(() => undefined);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const error = await connectError(port);
    expect((error as { code?: string }).code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("counts the pool's connect timeout", async () => {
    const held: net.Socket[] = [];
    const port = await listen((socket) => held.push(socket));
    const error = await connectError(port);
    held.forEach((socket) => socket.destroy());
    expect((error as Error).message).toMatch(/timeout/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("counts a connection the server drops", async () => {
    const port = await listen((socket) => socket.destroy());
    const error = await connectError(port);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
