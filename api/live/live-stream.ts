import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import type { LiveReader } from "../crud/live-visibility.js";

// One open Server-Sent Events response. A reader too slow to take what it is sent is cut off
// rather than buffered without end: its client reconnects and refetches.
const MAX_BUFFERED_BYTES = 1024 * 1024;

export class LiveStream {
  readonly id = crypto.randomUUID();
  closed = false;
  private expiry: NodeJS.Timeout | null = null;

  constructor(
    private readonly response: ServerResponse,
    public reader: LiveReader,
    readonly sessionId: string,
    private readonly onClose: (stream: LiveStream) => void,
  ) {
    response.on("close", () => this.finish());
  }

  /** Ends the stream with a last event when the access token it was opened with expires. */
  expireAt(epochSeconds: number): void {
    const wait = Math.max(0, epochSeconds * 1000 - Date.now());
    this.expiry = setTimeout(() => this.end("expired"), Math.min(wait, 2 ** 31 - 1));
    this.expiry.unref();
  }

  send(event: string | null, data: unknown): void {
    this.write(`${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  }

  ping(): void {
    this.write(": ping\n\n");
  }

  /** A last event (expired, revoked), then the end of the response. */
  end(event?: string): void {
    if (this.closed) return;
    if (event) this.send(event, {});
    this.response.end();
    this.finish();
  }

  private write(text: string): void {
    if (this.closed) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.expiry) clearTimeout(this.expiry);
    this.onClose(this);
  }
}
