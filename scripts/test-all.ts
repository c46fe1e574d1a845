import { spawn } from "node:child_process";
import readline from "node:readline";

// `npm test`: the type check, the lint, the unit and API tests and the web build side by side
// (the tests take longest; the others fit beside them, the lint in seconds), then the browser
// tests, which need the build. Every step runs to its end, its lines prefixed with its name; the
// run fails if any step failed, and prints how long each took.
interface Step {
  name: string;
  script: string;
}
interface Outcome {
  name: string;
  code: number | "skipped";
  seconds: number;
}

const started = performance.now();
const width = 9;

function run({ name, script }: Step): Promise<Outcome> {
  const begin = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const prefix = `${name.padEnd(width)}│ `;
    for (const stream of [child.stdout, child.stderr]) {
      readline
        .createInterface({ input: stream, crlfDelay: Infinity })
        .on("line", (line) => process.stdout.write(`${prefix}${line}\n`));
    }
    const finish = (code: number) => {
      const seconds = (performance.now() - begin) / 1000;
      console.log(
        `${name.padEnd(width)}│ ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`,
      );
      resolve({ name, code, seconds });
    };
    child.on("error", (error) => {
      console.log(`${prefix}${error.message}`);
      finish(1);
    });
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const [typecheck, lint, unit, build] = await Promise.all([
  run({ name: "typecheck", script: "typecheck" }),
  run({ name: "lint", script: "lint" }),
  run({ name: "unit", script: "test:unit" }),
  run({ name: "build", script: "build" }),
]);
const e2e: Outcome =
  build.code === 0 ? await run({ name: "e2e", script: "test:e2e" }) : { name: "e2e", code: "skipped", seconds: 0 };

const outcomes = [typecheck, lint, unit, build, e2e];
console.log("\nnpm test, per step (typecheck, lint, unit and build side by side, then e2e):");
for (const o of outcomes) {
  const status =
    o.code === 0 ? "passed" : o.code === "skipped" ? "skipped (the build failed)" : `FAILED (exit ${o.code})`;
  console.log(`  ${o.name.padEnd(width)} ${o.seconds.toFixed(1).padStart(6)} s  ${status}`);
}
console.log(`  ${"total".padEnd(width)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
process.exitCode = outcomes.every((o) => o.code === 0) ? 0 : 1;
