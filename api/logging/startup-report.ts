import type { FastifyBaseLogger } from "fastify";

// What `npm start` says while it gets ready (building, creating and migrating the database, adding
// the demo data: half a minute on a first start) and once it is. On a terminal, plain lines for a
// person; elsewhere (a service manager, a container) the same as JSON log lines, like the rest.

export type StartupOutput = "text" | "json";

/** STARTUP_OUTPUT=text|json decides; otherwise text on a terminal, JSON log lines elsewhere. */
export function startupOutput(env: NodeJS.ProcessEnv, stdout: { isTTY?: boolean }): StartupOutput {
  if (env.STARTUP_OUTPUT === "text" || env.STARTUP_OUTPUT === "json") return env.STARTUP_OUTPUT;
  return stdout.isTTY ? "text" : "json";
}

export interface StartupSteps {
  /** A step begins (a slow one: a person would wonder what the server is doing). */
  step(message: string): void;
}

export interface Ready {
  url: string;
  /** Demo users that exist in the database, and their password. */
  demoUsers: string[];
  demoPassword: string;
}

export interface StartupReport extends StartupSteps {
  ready(ready: Ready): void;
}

export function startupReport(
  output: StartupOutput,
  logger: FastifyBaseLogger,
  print: (line: string) => void,
  now = () => performance.now(),
): StartupReport {
  const began = now();
  const seconds = () => ((now() - began) / 1000).toFixed(1);
  if (output === "json") {
    return {
      step: (message) => logger.info({ startup: true }, message),
      ready: ({ url, demoUsers }) => {
        logger.info({ startup: true, url, demoUsers, seconds: Number(seconds()) }, `ready at ${url}`);
      },
    };
  }
  return {
    step: (message) => print(`  ${message}`),
    ready: ({ url, demoUsers, demoPassword }) => {
      const demo = demoUsers.length ? ` — sign in as ${demoUsers.join(", ")} (password ${demoPassword})` : "";
      print(`Gestión ready at ${url} in ${seconds()} s${demo}`);
    },
  };
}

/** The address to open in a browser: the one the server listens on, or this machine's name for all of them. */
export function localUrl(host: string, port: number): string {
  const name = ["0.0.0.0", "::", ""].includes(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
