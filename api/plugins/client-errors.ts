import http from "node:http";
import type { Socket } from "node:net";
import { pickLanguage, translator } from "../i18n.js";

// Node answers some requests before Fastify sees them: bytes that are not HTTP (what is left of a
// body longer than its Content-Length), headers too large, a timeout. Fastify's default answer is
// an English "Client Error"; this one is our 4xx shape in the caller's language, when its
// headers can still be read.
const KEYS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "errors:requestTimeout"],
  HPE_HEADER_OVERFLOW: [431, "errors:headersTooLarge"],
};

export function clientErrorHandler(failure: Error, socket: Socket): void {
  const error = failure as Error & { code?: string; rawPacket?: unknown };
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, key] = KEYS[error.code ?? ""] ?? [400, "errors:badRequest"];
  const message = translator(
    pickLanguage(headerOf(error.rawPacket, "x-lang") ?? headerOf(error.rawPacket, "accept-language")),
  )(key);
  const body = JSON.stringify(status === 400 ? { data: message, message } : { message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: `
        + `${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: `
        + `close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function headerOf(raw: unknown, name: string): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  const head = raw.subarray(0, 8192).toString("latin1").split("\r\n\r\n")[0];
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}
