import fs from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { writeToOutbox } from "../../../api/mail/outbox.js";
import { outboxFiles, tempDataDir } from "./outbox-files.js";

// A write held half-done until the test lets it finish, so what a reader sees meanwhile is
// checked without racing the disk.
const gate = vi.hoisted(() => ({ release: () => {}, started: Promise.resolve() }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  const writeFile = async (file: string, data: Buffer, options: object) => {
    await real.writeFile(file, data.subarray(0, 10), options);
    let markStarted = () => {};
    gate.started = new Promise<void>((resolve) => (markStarted = resolve));
    const released = new Promise<void>((resolve) => (gate.release = resolve));
    markStarted();
    await released;
    await real.writeFile(file, data, options);
  };
  return { ...real, default: { ...real, writeFile }, writeFile };
});

describe("the outbox while a mail is being written", () => {
  const dataDir = tempDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("lists the mail only once it is whole", async () => {
    const raw = Buffer.from("To: ana@example.com\r\nSubject: whole\r\n\r\nthe whole body\r\n");
    const writing = writeToOutbox(dataDir, raw);
    await vi.waitFor(() => expect(fs.readdirSync(`${dataDir}/outbox`).length).toBe(1));
    await gate.started;
    expect(outboxFiles(dataDir)).toEqual([]);
    gate.release();
    const file = await writing;
    expect(outboxFiles(dataDir)).toEqual([file]);
    expect(fs.readFileSync(file)).toEqual(raw);
  });
});
