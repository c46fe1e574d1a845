import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";

// Two-factor keys are derived from the server key (JWT_SECRET, or the one generated under
// DATA_DIR) with HKDF, one per purpose, and never stored. Changing that key makes stored
// two-factor secrets and backup codes unreadable: those users must have two-factor reset.
export interface TwoFactorKeys {
  /** AES-256-GCM key of the TOTP secrets at rest. */
  secret: Buffer;
  /** HMAC key ("pepper") of the backup-code hashes. */
  backupCodes: Buffer;
  /** HMAC key of the challenge tokens handed out between the password and the code. */
  challenge: Buffer;
}

const cache = new WeakMap<FastifyInstance, TwoFactorKeys>();

function derive(root: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", root, Buffer.alloc(0), `gestion/two-factor/${purpose}`, 32));
}

export function twoFactorKeys(app: FastifyInstance): TwoFactorKeys {
  let keys = cache.get(app);
  if (!keys) {
    keys = {
      secret: derive(app.refreshKey, "secret"),
      backupCodes: derive(app.refreshKey, "backup-codes"),
      challenge: derive(app.refreshKey, "challenge"),
    };
    cache.set(app, keys);
  }
  return keys;
}
