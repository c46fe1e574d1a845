import { describe, expect, it } from "vitest";
import { makeClient } from "./http-client-helpers";
import { sendJson, installFakeApi } from "./fake-api-server";

const api = installFakeApi();

const protectedRoutes = (refreshBehaviour: "ok" | "fail", delayMs = 50) =>
  api.handle(async (req, res) => {
    if (req.url === "/api/auth/refresh") {
      await new Promise((r) => setTimeout(r, delayMs));
      const body = req.body as { refresh_token?: string };
      if (refreshBehaviour === "ok" && body.refresh_token === "r1") {
        return sendJson(res, 200, { token: "new-token", refresh_token: "r2", expires_in: 900 });
      }
      return sendJson(res, 401, { message: "El token de renovación no es válido" });
    }
    if (req.headers.authorization === "Bearer new-token") return sendJson(res, 200, { url: req.url });
    return sendJson(res, 401, { message: "No autenticado" });
  });

describe("headers (docs/product.md#http-contract)", () => {
  it("sends Accept, x-lang and the bearer token, except to URLs containing 'auth'", async () => {
    api.handle((_req, res) => sendJson(res, 200, {}));
    const { client } = makeClient(api.baseURL, { token: "t1" });
    await client.get("project-states");
    await client.post("auth/login", { email: "a@b.c", password: "secret1" });
    const [list, login] = api.requests;
    expect(list.url).toBe("/api/project-states");
    expect(list.headers.authorization).toBe("Bearer t1");
    expect(list.headers["x-lang"]).toBe("en");
    expect(list.headers.accept).toBe("application/json");
    expect(login.headers.authorization).toBeUndefined();
    expect(login.headers["x-lang"]).toBe("en");
    expect(login.headers.accept).toBe("application/json");
  });
});

describe("401 and the refresh token (docs/product.md#errors)", () => {
  it("refreshes once for concurrent 401s and replays them all with the new token", async () => {
    protectedRoutes("ok");
    const { client, storage, toasts, navigate } = makeClient(api.baseURL, {
      token: "old",
      refresh_token: "r1",
      user: "{}",
    });
    const results = await Promise.all(["a", "b", "c", "d"].map((p) => client.get(p)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(api.requests.filter((r) => r.url === "/api/auth/refresh")).toHaveLength(1);
    const replays = api.requests.filter(
      (r) => r.url !== "/api/auth/refresh" && r.headers.authorization === "Bearer new-token",
    );
    expect(replays.map((r) => r.url).sort()).toEqual(["/api/a", "/api/b", "/api/c", "/api/d"]);
    expect(api.requests.find((r) => r.url === "/api/auth/refresh")?.headers.authorization).toBeUndefined();
    expect(storage.map.get("token")).toBe("new-token");
    expect(storage.map.get("refresh_token")).toBe("r2");
    expect(toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a failed refresh clears the session, toasts sessionExpired and goes to /auth/login", async () => {
    protectedRoutes("fail");
    const { client, storage, toasts, navigate } = makeClient(api.baseURL, {
      token: "old",
      refresh_token: "r1",
      user: "{}",
    });
    await expect(client.get("a")).rejects.toMatchObject({ statusCode: 401 });
    expect([...storage.map.keys()]).toEqual([]);
    expect(toasts).toEqual([
      { type: "error", message: "La sesión ha caducado. Inicia sesión de nuevo.", key: "session-expired" },
    ]);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(api.requests.filter((r) => r.url === "/api/auth/refresh")).toHaveLength(1);
  });

  it("without a refresh token: the same, and no refresh call", async () => {
    protectedRoutes("ok");
    const { client, storage, toasts, navigate } = makeClient(api.baseURL, { token: "old", user: "{}" });
    await expect(client.get("a")).rejects.toMatchObject({ statusCode: 401 });
    expect(storage.map.size).toBe(0);
    expect(toasts.map((t) => t.message)).toEqual(["La sesión ha caducado. Inicia sesión de nuevo."]);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(api.requests.some((r) => r.url === "/api/auth/refresh")).toBe(false);
  });

  it("a 401 with no session at all (after a logout) is neither toasted nor redirected", async () => {
    protectedRoutes("ok");
    const { client, toasts, navigate } = makeClient(api.baseURL, {});
    await expect(client.get("a")).rejects.toMatchObject({ statusCode: 401 });
    expect(toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a 401 on an auth URL is not refreshed", async () => {
    api.handle((_req, res) => sendJson(res, 401, { message: "Bad" }));
    const { client, navigate } = makeClient(api.baseURL, { token: "old", refresh_token: "r1" });
    await expect(client.post("auth/login", {})).rejects.toMatchObject({ statusCode: 401 });
    expect(api.requests).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("no answer or timeout (docs/product.md#constants: 2 retries, 1000 ms apart)", () => {
  it("retries exactly twice, waiting 1000 ms each time, then fails", async () => {
    api.handle(() => undefined); // never answers
    const { client, sleep, toasts } = makeClient(api.baseURL, {}, { timeout: 80 });
    await expect(client.get("slow")).rejects.toMatchObject({ statusCode: 0 });
    expect(api.requests.filter((r) => r.url === "/api/slow")).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
    expect(toasts).toEqual([]);
  });

  it("does not retry when the server answered", async () => {
    api.handle((_req, res) => sendJson(res, 500, { message: "Boom" }));
    const { client, sleep } = makeClient(api.baseURL);
    await expect(client.get("x")).rejects.toMatchObject({ statusCode: 500 });
    expect(api.requests).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe("error toasts (docs/product.md#errors)", () => {
  const cases: [string, number, unknown, string[]][] = [
    [
      "422 with an errors object: one toast per message",
      422,
      { message: "Datos no válidos", errors: { name: ["Obligatorio", "Muy corto"], code: ["Repetido"] } },
      ["Obligatorio", "Muy corto", "Repetido"],
    ],
    [
      "422 whose errors is not an object: the message",
      422,
      { message: "Datos no válidos", errors: "nope" },
      ["Datos no válidos"],
    ],
    ["422 with neither: the fallback", 422, {}, ["Error de validación"]],
    ["400: data.data first", 400, { data: "Filtro incorrecto", message: "otro" }, ["Filtro incorrecto"]],
    ["400: then message", 400, { message: "Mensaje" }, ["Mensaje"]],
    ["400: then the fallback", 400, {}, ["Solicitud inválida"]],
    ["500: the message", 500, { message: "Fallo interno" }, ["Fallo interno"]],
    ["500: else Error inesperado", 500, {}, ["Error inesperado: 500"]],
    ["409: the message", 409, { message: "En uso" }, ["En uso"]],
  ];
  it.each(cases)("%s", async (_name, status, body, expected) => {
    api.handle((_req, res) => sendJson(res, status, body));
    const { client, toasts } = makeClient(api.baseURL, { token: "t" });
    await expect(client.get("thing")).rejects.toMatchObject({ statusCode: status });
    expect(toasts.map((t) => t.message)).toEqual(expected);
    expect(toasts.every((t) => t.type === "error")).toBe(true);
  });

  it("rejects with a Refine HttpError whose errors map to fields", async () => {
    api.handle((_req, res) => sendJson(res, 422, { message: "Datos no válidos", errors: { name: ["Obligatorio"] } }));
    const { client } = makeClient(api.baseURL);
    const error = await client.post("project-states", {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "Datos no válidos", statusCode: 422, errors: { name: ["Obligatorio"] } });
  });
});
