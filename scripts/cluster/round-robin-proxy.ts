import http from "node:http";
import type { Socket } from "node:net";

// A small reverse proxy for trying several instances on one machine (production would use nginx,
// docs/deploy/nginx.conf). Round-robin with no stickiness, since any instance can serve any
// request; streams both ways without buffering, so Server-Sent Events and uploads pass as they
// come. An instance that refuses the connection is skipped for the next one.

export interface ProxyTarget {
  name: string;
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  server: http.Server;
  close(): Promise<void>;
}

// Connection-level headers belong to one hop and are not passed on (RFC 9110 §7.6.1).
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"];

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}

function forwardedHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  const client = req.socket.remoteAddress ?? "";
  const prior = req.headers["x-forwarded-for"];
  headers["x-forwarded-for"] = prior ? `${prior}, ${client}` : client;
  headers["x-forwarded-proto"] = "http";
  if (req.headers.host) headers["x-forwarded-host"] = req.headers.host;
  // Chunked bodies lose their length when transfer-encoding is dropped: Node re-chunks them.
  return headers;
}

function answer502(res: http.ServerResponse, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ message }));
}

export function startProxy(targets: ProxyTarget[], port: number, host = "127.0.0.1"): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let next = 0;

  function forward(req: http.IncomingMessage, res: http.ServerResponse, tried: number): void {
    if (tried === targets.length) {
      answer502(res, "No API instance answered.");
      return;
    }
    const target = targets[next];
    next = (next + 1) % targets.length;
    // The request body is piped only once a socket is connected: a refused connection then has
    // consumed nothing, and the same request can go to the next instance.
    let bodyStarted = false;
    const upstream = http.request({
      host: target.host,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req),
      agent,
    });
    upstream.on("socket", (socket: Socket) => {
      socket.setNoDelay(true);
      const start = () => {
        bodyStarted = true;
        req.pipe(upstream);
      };
      if (socket.connecting) socket.once("connect", start);
      else start();
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (!bodyStarted && error.code === "ECONNREFUSED") return forward(req, res, tried + 1);
      answer502(res, `${target.name}: ${error.code ?? error.message}`);
    });
    upstream.on("response", (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, withoutHopByHop(upstreamRes.headers));
      // Sent now, not with the first chunk: an SSE client waits for the headers to say "open".
      res.flushHeaders();
      upstreamRes.pipe(res);
      upstreamRes.on("error", () => res.destroy());
    });
    // The client left (a closed tab, an aborted upload, a stream given up): so does the upstream.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
  }

  const server = http.createServer({ noDelay: true }, (req, res) => forward(req, res, 0));
  // An SSE stream has no end of its own: no request or idle time-out may cut it.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve({
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Open streams would keep close() waiting for ever.
            server.closeAllConnections();
            agent.destroy();
          }),
      });
    });
  });
}
