import { spawn } from "node:child_process";

// `npm run dev`: the API with reload on change, and Vite with hot reload proxying /api to it.
const apiPort = process.env.PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "api/start.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, SKIP_WEB_BUILD: "1" },
  }),
  spawn("npx", ["vite", "--config", "vite.config.ts"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
