import { sql, type Kysely } from "kysely";
import type { BenchServer } from "./bench-server.js";
import { hammer, summary } from "./projects-list.js";
import { TICKET_STATUSES, UNKNOWN_STATUS } from "../../resources/support/ticket-options.js";
import type { ApiFigure } from "./api-figure.js";

// Support's reads at 50,000 tickets and 300,000 messages, through real HTTP on loopback, as the
// screens ask them: the tickets list (a page of 20 in the default order, newest first, at several
// pages; and filtered by status and urgency with a search), and the board (/support) as
// web/components/kanban and web/pages/support/sla ask it: one request per status column (and the
// "unknown" one) for its first 50 cards in board order with the column's count in x-total-count,
// all at once (a sample is the slowest), then the cards' SLA clocks, 100 ids a request, in turn.
// As an admin (every ticket) and as the commercial user with most tickets assigned (their scope).
// One client at a time, so the figures are each request's own latency.

const SECONDS = Number(process.env.BENCH_SUPPORT_SECONDS ?? 6);
const ONE_CLIENT = { seconds: SECONDS, concurrency: 1 };
/** The board's page size (web/components/kanban/column-query.ts). */
const CARDS_PER_PAGE = 50;
/** The clocks' batch (web/pages/support/sla/use-sla-batch.ts). */
const SLA_BATCH = 100;
const COLUMNS = [...TICKET_STATUSES, UNKNOWN_STATUS];

export type SupportApiFigure = ApiFigure;

export const boardColumnPath = (status: string) =>
  `/api/tickets?status=${status}&_sort=board_position,id&_order=asc,asc&_start=0&_end=${CARDS_PER_PAGE}`;

async function get(url: string, token: string, path: string): Promise<{ rows: unknown[]; total: number }> {
  const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as unknown;
  if (res.status !== 200 || !Array.isArray(body))
    throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { rows: body, total: Number(res.headers.get("x-total-count")) };
}

async function answered(url: string, token: string, path: string, list: boolean): Promise<boolean> {
  const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status === 200 && (!list || res.headers.get("x-total-count") !== null);
}

/** A board's reads, sampled until time is up: `parallel` paths asked at once, then `serial` ones in turn. */
async function hammerBoard(url: string, token: string, parallel: string[], serial: string[]) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const began = performance.now();
  while (Date.now() < deadline) {
    const start = performance.now();
    const answers = await Promise.all(parallel.map((path) => answered(url, token, path, true)));
    for (const path of serial) answers.push(await answered(url, token, path, false));
    if (answers.includes(false)) failures++;
    latencies.push(performance.now() - start);
  }
  return { failures, ...summary(latencies, (performance.now() - began) / 1000) };
}

/** Each column's count (or the status it failed with), and the ids of the cards the board shows. */
async function boardOnce(url: string, token: string): Promise<{ counts: string[]; ids: number[] }> {
  const counts: string[] = [];
  const ids: number[] = [];
  for (const status of COLUMNS) {
    const res = await fetch(url + boardColumnPath(status), { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { id: number }[];
    if (res.status !== 200) {
      counts.push(`${status} HTTP ${res.status}`);
      continue;
    }
    counts.push(`${status} ${Number(res.headers.get("x-total-count")).toLocaleString("en")}`);
    ids.push(...body.map((row) => row.id));
  }
  return { counts, ids };
}

/**
 * The commercial user with most tickets assigned, and a ticket's token to look for (a reference pasted from a
 * mail).
 */
export async function supportLookups(db: Kysely<any>) {
  const commercial = await sql<{
    email: string;
    n: number;
  }>`select u.email, count(*)::int as n from tickets t join users u on u.id = t.assignee_id
    join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id and r.name = 'commercial'
    group by u.email order by count(*) desc, u.email limit 1`.execute(db);
  const total = await sql<{ n: number }>`select count(*)::int as n from tickets`.execute(db);
  const token = await sql<{
    token: string;
  }>`select t.token from tickets t join users u on u.id = t.assignee_id where u.email = ${commercial.rows[0].email}
    order by t.id offset ${Math.floor(commercial.rows[0].n / 2)} limit 1`.execute(db);
  return { commercial: commercial.rows[0], total: total.rows[0].n, token: token.rows[0].token };
}

export async function benchSupportApi(
  db: Kysely<any>,
  server: BenchServer,
  log: (line: string) => void = () => undefined,
): Promise<SupportApiFigure[]> {
  const l = await supportLookups(db);
  const users = [
    { key: "admin", label: `admin (all ${l.total.toLocaleString("en")} tickets)`, email: "admin@demo.test" },
    {
      key: "commercial",
      label: `commercial ${l.commercial.email} (${l.commercial.n.toLocaleString("en")} assigned)`,
      email: l.commercial.email,
    },
  ];
  const lists = [
    {
      request: "tickets list: default order (newest first), pages 1, 2, 10 and 50 of 20",
      paths: [0, 20, 180, 980].map(
        (start) => `/api/tickets?_sort=created_at&_order=desc&_start=${start}&_end=${start + 20}`,
      ),
    },
    {
      request: "tickets list: filtered (status, urgency) and searched (a word; a ticket's token)",
      paths: [
        "/api/tickets?status=investigating&urgency=high&q=factura&_sort=created_at&_order=desc&_start=0&_end=20",
        "/api/tickets?status=assigned&status=investigating&q=correo&_sort=created_at&_order=desc&_start=0&_end=20",
        `/api/tickets?q=${l.token}&_sort=created_at&_order=desc&_start=0&_end=20`,
      ],
    },
  ];
  const figures: SupportApiFigure[] = [];
  for (const u of users) {
    const { access_token: token } = await server.login(u.email);
    for (const list of lists) {
      // The warm-up round doubles as the check that every call answers a list with its total.
      const answers = new Set<string>();
      for (const path of list.paths) {
        const { rows, total } = await get(server.url, token, path);
        answers.add(`${rows.length} of ${total.toLocaleString("en")}`);
      }
      const { requests, failures, rps, p50_ms, p99_ms } = await hammer(server.url, token, list.paths, ONE_CLIENT);
      figures.push({
        request: list.request,
        user: u.label,
        requests,
        failures,
        rps,
        p50_ms,
        p99_ms,
        answer: [...answers].join("; "),
      });
      log(`  ${list.request}, ${u.key}: p50 ${p50_ms} ms, p99 ${p99_ms} ms`);
    }
    const { counts, ids } = await boardOnce(server.url, token);
    const clocks: string[] = [];
    for (let i = 0; i < ids.length; i += SLA_BATCH)
      clocks.push(`/api/tickets/sla?ids=${ids.slice(i, i + SLA_BATCH).join(",")}`);
    const board = [
      {
        request: `board: the ${COLUMNS.length} columns' first ${CARDS_PER_PAGE} cards and counts, at once`,
        parallel: COLUMNS.map(boardColumnPath),
        serial: [],
        answer: counts.join(", "),
      },
      {
        request: `board: the cards' SLA clocks, ${SLA_BATCH} a request, in turn`,
        parallel: [],
        serial: clocks,
        answer: `${ids.length} cards, ${clocks.length} requests`,
      },
    ];
    for (const b of board) {
      const { requests, failures, rps, p50_ms, p99_ms } = await hammerBoard(server.url, token, b.parallel, b.serial);
      figures.push({ request: b.request, user: u.label, requests, failures, rps, p50_ms, p99_ms, answer: b.answer });
      log(`  ${b.request}, ${u.key}: p50 ${p50_ms} ms, p99 ${p99_ms} ms`);
    }
  }
  return figures;
}
