import { DEMO_PASSWORD } from "../../api/seed/demo-users.js";
import type { LiveUser } from "./live-users.js";

// The live bench's users signed in through the API (POST /api/auth/login), with the task ids each
// may read as the API's own list answers them: what each of their streams should be sent.

export interface SignedIn extends LiveUser {
  token: string;
  tasks: Set<number>;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status !== 200) throw new Error(`Sign-in as ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function readableTasks(baseUrl: string, token: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let start = 0; ; start += 100) {
    const res = await fetch(`${baseUrl}/api/tasks?_start=${start}&_end=${start + 100}&_sort=id&_order=asc`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status !== 200) throw new Error(`GET /api/tasks: ${res.status} ${await res.text()}`);
    const rows = (await res.json()) as { id: number }[];
    for (const row of rows) ids.add(row.id);
    if (rows.length < 100) return ids;
  }
}

/** Signs every user in, alternating between `baseUrls`, since any instance can. */
export async function signInAll(baseUrls: string[], users: LiveUser[]): Promise<SignedIn[]> {
  return Promise.all(
    users.map(async (user, i) => {
      const base = baseUrls[i % baseUrls.length];
      const token = await signIn(base, user.email);
      return { ...user, token, tasks: await readableTasks(base, token) };
    }),
  );
}
