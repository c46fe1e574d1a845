import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCertificate, makeTestCa } from "../../fixtures/certificates.js";
import { startFakeAeat, type FakeAeat } from "../../fixtures/fake-aeat/server.js";

// The server trusts the agency through Node's own store plus NODE_EXTRA_CA_CERTS: a child
// process (Node reads the variable at start) reaches the fake agency, whose CA no store holds,
// only when the variable names that CA.
describe("the agency's certificate and NODE_EXTRA_CA_CERTS", () => {
  const ca = makeTestCa();
  let fake: FakeAeat;
  let dir: string;
  beforeAll(async () => {
    fake = await startFakeAeat(ca);
    dir = await mkdtemp(path.join(os.tmpdir(), "extra-ca-"));
    const client = makeCertificate(ca, { nif: "89890001K", name: "GESTION DEMO SL" });
    await writeFile(path.join(dir, "ca.pem"), ca.certPem);
    await writeFile(path.join(dir, "key.pem"), client.keyPem);
    await writeFile(path.join(dir, "cert.pem"), client.certPem);
  });
  afterAll(async () => {
    await fake?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const child = (extraCa: boolean) =>
    new Promise<{ status?: number; error?: string }>((resolve, reject) => {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        ENDPOINT: fake.url,
        CLIENT_KEY_FILE: path.join(dir, "key.pem"),
        CLIENT_CERT_FILE: path.join(dir, "cert.pem"),
      };
      if (extraCa) env.NODE_EXTRA_CA_CERTS = path.join(dir, "ca.pem");
      execFile(
        process.execPath,
        ["--import", "tsx", path.resolve("tests/fixtures/fake-aeat/transport-child.ts")],
        { env },
        (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1)!))),
      );
    });

  it("reaches the agency when NODE_EXTRA_CA_CERTS names its CA", async () => {
    // The fake answers the schema's refusal of "<x/>": an HTTP answer, so TLS both ways held.
    expect(await child(true)).toEqual({ status: 500 });
  });

  it("refuses the agency's certificate without it", async () => {
    const result = await child(false);
    expect(result.status).toBeUndefined();
    expect(result.error).toMatch(/certificate/i);
  });
});
