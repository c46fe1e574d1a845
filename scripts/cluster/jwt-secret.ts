import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// Every instance must sign and check tokens with one secret, or a token issued by one would be a
// 401 on the next. JWT_SECRET wins; else one generated secret is kept in DATA_DIR, so sessions
// survive a restart of the cluster.
export function clusterJwtSecret(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { secret: string; source: string } {
  if (env.JWT_SECRET) return { secret: env.JWT_SECRET, source: "JWT_SECRET" };
  const file = path.join(dataDir, "cluster-jwt-secret");
  if (fs.existsSync(file)) return { secret: fs.readFileSync(file, "utf8").trim(), source: file };
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return { secret, source: `${file} (new)` };
}
