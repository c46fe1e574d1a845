import https from "node:https";

// SOAP over HTTPS with mutual TLS: the company's certificate and key identify it to the agency.
// The server is trusted through Node's own store plus NODE_EXTRA_CA_CERTS, which Node reads at
// start; `ca` (tests only) replaces that store, the way https does.

export interface ClientCredentials {
  keyPem: string;
  certPem: string;
  chainPems: string[];
}

export interface SoapCall {
  endpoint: string;
  body: string;
  credentials: ClientCredentials;
  timeoutMs: number;
  ca?: string[];
}

export interface SoapReply {
  status: number;
  body: string;
}

/** Thrown when no HTTP answer came back (refused, reset, timed out, TLS refused). */
export class UnreachableError extends Error {}

export type Transport = (call: SoapCall) => Promise<SoapReply>;

export const httpsTransport: Transport = (call) =>
  new Promise<SoapReply>((resolve, reject) => {
    const agent = new https.Agent({
      key: call.credentials.keyPem,
      cert: [call.credentials.certPem, ...call.credentials.chainPems].join("\n"),
      ...(call.ca ? { ca: call.ca } : {}),
      keepAlive: false,
    });
    const request = https.request(
      call.endpoint,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "text/xml; charset=utf-8",
          soapaction: '""',
          "content-length": Buffer.byteLength(call.body),
        },
        timeout: call.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", (e) => reject(new UnreachableError(e.message)));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${call.timeoutMs} ms`)));
    request.on("error", (e) => reject(new UnreachableError(e.message)));
    request.end(call.body);
  });
