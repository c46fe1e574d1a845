import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The answer stays open by design (an event stream): how long it lasted is not slowness. */
    longLived?: boolean;
  }
}

// One line per request only when it matters: a failure (5xx, or the stream broke) at `error`, a
// slow answer at `warn`, both with the method, the URL, the status and the time. Everything else
// (every request arriving and every answer) is at `debug`: LOG_LEVEL=debug shows it all. Fastify's
// own per-request lines were two `info` lines per request, 15,000 in an hour of clicking.
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    const line = { req: request, res: reply, responseTime, ...(error ? { err: error } : {}) };
    const slow = reply.elapsedTime >= this.slowMs && !request.routeOptions.config?.longLived;
    if (error || reply.statusCode >= 500) reply.log.error(line, "request failed");
    else if (slow) reply.log.warn(line, "slow request");
    else reply.log.debug(line, "request completed");
  }
}
