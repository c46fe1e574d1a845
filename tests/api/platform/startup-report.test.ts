import { describe, expect, it } from "vitest";
import { localUrl, startupOutput, startupReport } from "../../../api/logging/startup-report.js";
import { capturedLog, LEVELS } from "../../fixtures/log-lines.js";

// What `npm start` says while it gets ready: plain lines on a terminal, JSON log lines elsewhere
// (tests/api/platform/npm-start.test.ts reads the plain ones from a real first start).
const READY = {
  url: "http://localhost:3000",
  demoUsers: ["admin@demo.test", "client@demo.test"],
  demoPassword: "demo1234",
};

describe("startupOutput", () => {
  it("is text on a terminal and JSON log lines elsewhere, unless STARTUP_OUTPUT says", () => {
    expect(startupOutput({}, { isTTY: true })).toBe("text");
    expect(startupOutput({}, { isTTY: false })).toBe("json");
    expect(startupOutput({}, {})).toBe("json");
    expect(startupOutput({ STARTUP_OUTPUT: "json" }, { isTTY: true })).toBe("json");
    expect(startupOutput({ STARTUP_OUTPUT: "text" }, {})).toBe("text");
  });
});

const STEP = "Migrating the database: 20 migrations to apply…";

describe("startupReport", () => {
  it("on a terminal, prints each step and one ready line with the address, the time and the demo users", () => {
    const printed: string[] = [];
    let clock = 1000;
    const report = startupReport(
      "text",
      capturedLog("info").logger,
      (line) => printed.push(line),
      () => clock,
    );
    report.step("Adding the demo data…");
    clock += 31_250;
    report.ready(READY);
    expect(printed).toEqual([
      "  Adding the demo data…",
      "Gestión ready at http://localhost:3000 in 31.3 s"
        + " — sign in as admin@demo.test, client@demo.test (password demo1234)",
    ]);
    const none: string[] = [];
    startupReport("text", capturedLog("info").logger, (line) => none.push(line)).ready({ ...READY, demoUsers: [] });
    expect(none).toEqual([expect.stringMatching(/^Gestión ready at http:\/\/localhost:3000 in [\d.]+ s$/)]);
  });

  it("elsewhere, logs the same at info as JSON lines, and prints nothing", () => {
    const printed: string[] = [];
    const { logger, lines } = capturedLog("info");
    const report = startupReport("json", logger, (line) => printed.push(line));
    report.step(STEP);
    report.ready(READY);
    expect(printed).toEqual([]);
    expect(lines[1].demoUsers).toEqual(READY.demoUsers);
    expect(lines).toEqual([
      expect.objectContaining({ level: LEVELS.info, startup: true, msg: STEP }),
      expect.objectContaining({ level: LEVELS.info, startup: true, msg: `ready at ${READY.url}`, url: READY.url }),
    ]);
  });
});

describe("localUrl", () => {
  it("names localhost when the server listens on every address, and the address otherwise", () => {
    expect(localUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(localUrl("::", 3000)).toBe("http://localhost:3000");
    expect(localUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(localUrl("::1", 8080)).toBe("http://[::1]:8080");
  });
});
