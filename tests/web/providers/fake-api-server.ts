import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

// A real HTTP server on an ephemeral port: the client's contract is tested over the wire.
export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export type Handler = (req: RecordedRequest, res: http.ServerResponse) => void | Promise<void>;

export interface FakeApi {
  baseURL: string;
  requests: RecordedRequest[];
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startFakeApi(): Promise<FakeApi> {
  let handler: Handler = (_req, res) => sendJson(res, 404, { message: "no handler" });
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      void handler(recorded, res);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api/`,
    requests,
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The fake API of one test file: started before its tests, its recorded requests cleared before
 * each, closed after them. The answer stands for the server, which exists from beforeAll on.
 */
export function installFakeApi(): FakeApi {
  let api: FakeApi | undefined;
  const started = () => {
    if (!api) throw new Error("the fake API starts in beforeAll");
    return api;
  };
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    if (api) api.requests.length = 0;
  });
  return {
    get baseURL() {
      return started().baseURL;
    },
    get requests() {
      return started().requests;
    },
    handle: (handler) => started().handle(handler),
    close: () => started().close(),
  };
}
