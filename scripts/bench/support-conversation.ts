import { sql, type Kysely } from "kysely";
import type { Browser } from "@playwright/test";
import type { BenchServer } from "./bench-server.js";
import { RUNS, median, round, signedInContext, timeToReady } from "./browser.js";
import { newTicketToken } from "../../api/modules/support/ticket-token.js";

// /support/ticket-<token> of a ticket with 200 messages (public replies and, one in five,
// internal notes, which an admin sees), in Chromium: from the start of the navigation to the
// first frame in which the last message is drawn. The conversation's contract with this bench:
// each message is an element with data-testid="ticket-message". The first load has an empty
// cache; the others reuse the bundle, as a returning user does.

const MESSAGES = 200;
/** What the thread reads first: its newest page (web/pages/support/conversation/use-ticket-thread.ts). */
const NEWEST_PAGE = 50;
const TITLE = "Rendimiento: conversación de 200 mensajes";
const marker = (n: number) => `Mensaje ${n} de ${MESSAGES}`;

export interface ConversationFigure {
  ticket_id: number;
  messages: number;
  /** Message elements in the page when the last one was drawn (fewer when the thread pages). */
  rendered: number;
  /** Whether the last message was inside the viewport then (the thread scrolled to it). */
  in_view: boolean;
  /** The thread's first read, its newest page of 50, by itself. */
  newest_page_api_ms: number;
  newest_page_api_kb: number;
  cold_ms: number;
  warm_median_ms: number;
  /** In the warm loads: from the navigation to the thread's first answer in hand. */
  warm_thread_answered_ms: number;
}

/** The bench's own ticket with its 200 messages, made once per database. */
export async function conversationTicket(db: Kysely<any>): Promise<{ id: number; token: string }> {
  const found = await sql<{ id: number; token: string }>`select id, token from tickets where title = ${TITLE}`.execute(
    db,
  );
  if (found.rows[0]) return found.rows[0];
  const people = await sql<{
    id: number;
  }>`select id from users where email in ('admin@demo.test', 'commercial@demo.test', 'diego@demo.test',
    'lucia@demo.test') order by id`.execute(db);
  const staff = people.rows.map((r) => r.id);
  const ticket = await sql<{ id: number; token: string }>`
    insert into tickets (token, title, description, client_id, creator_id, assignee_id, urgency, status, board_position,
                         first_response_minutes, resolution_minutes, first_response_due_at, resolution_due_at,
                         first_response_warn_at, resolution_warn_at, created_at)
    select ${newTicketToken()}, ${TITLE}::text, ${marker(1)} ||
    ': el programa de gestión se cierra al guardar un pedido grande.',
           (select id from lead_clients order by id limit 1), ${staff[0]}::int, ${staff[0]}::int, 'medium',
           'investigating',
           coalesce((select max(board_position) from tickets where status = 'investigating'), 0) + 1024,
           p.first_response_minutes, p.resolution_minutes,
           now() - interval '10 days' + make_interval(mins => p.first_response_minutes), now() - interval '10 days' +
           make_interval(mins => p.resolution_minutes),
           now() - interval '10 days' + make_interval(mins => p.first_response_minutes * 3 / 4), now() - interval
           '10 days' + make_interval(mins => p.resolution_minutes * 3 / 4),
           now() - interval '10 days'
    from (select 240 as first_response_minutes, 2400 as resolution_minutes) p
    returning id, token`.execute(db);
  const { id, token } = ticket.rows[0];
  // The opening message (the description, by the creator), then 199 more, one every hour or so.
  await sql`
    insert into ticket_messages (ticket_id, author_id, body, internal, created_at, updated_at)
    select ${id}::int, case when k = 1 then ${staff[0]}::int else (${sql.raw(`array[${staff.join(",")}]::int[]`)})[1 + k
    % ${sql.lit(staff.length)}] end,
           case when k = 1 then t.description
                else 'Mensaje ' || k || ' de ' || ${sql.lit(MESSAGES)} || ': ' ||
                     (array['Hemos revisado el registro del servidor y el fallo aparece al guardar pedidos de más de 500 líneas.',
                            '¿Podría decirnos la versión que tiene instalada y enviarnos el archivo de registro?',
                            E'Probado en el entorno de pruebas:\n- con 400 líneas guarda bien;\n- con 600 líneas se cierra.',
                            'Seguimos con ello; te informamos en cuanto tengamos novedades.'])[1 + k % 4] end,
           k > 1 and k % 5 = 0, t.created_at + make_interval(mins => (k - 1) * 70), t.created_at + make_interval(mins =>
           (k - 1) * 70)
    from generate_series(1, ${sql.lit(MESSAGES)}) k cross join tickets t where t.id = ${id}::int
    order by k`.execute(db);
  await sql`update tickets set last_message_at = (select max(created_at) from ticket_messages where ticket_id =
    ${id}::int),
    first_responded_at = (select min(created_at) from ticket_messages where ticket_id = ${id}::int and not internal and
    created_at > tickets.created_at)
    where id = ${id}::int`.execute(db);
  return { id, token };
}

/** The last message drawn (a box of its own on the page): performance.now() then, 0 before. */
function lastMessageShownAt(text: string): number {
  const items = document.querySelectorAll('[data-testid="ticket-message"]');
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as HTMLElement;
    if (item.textContent?.includes(text)) {
      const box = item.getBoundingClientRect();
      return box.height > 0 && box.width > 0 ? performance.now() : 0;
    }
  }
  return 0;
}

function shownState(text: string): { rendered: number; inView: boolean; answered: number } {
  const items = [...document.querySelectorAll('[data-testid="ticket-message"]')] as HTMLElement[];
  const last = items.find((item) => item.textContent?.includes(text));
  const box = last?.getBoundingClientRect();
  const reads = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) =>
    e.name.includes("/api/ticket-messages?"),
  );
  return {
    rendered: items.length,
    inView: Boolean(box && box.bottom > 0 && box.top < window.innerHeight),
    answered: Math.min(...reads.map((e) => e.responseEnd)),
  };
}

export async function benchConversation(
  db: Kysely<any>,
  server: BenchServer,
  browser: Browser,
): Promise<ConversationFigure> {
  const { id, token } = await conversationTicket(db);
  const session = await server.login("admin@demo.test");
  const apiTimes: number[] = [];
  let body = "";
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    const res = await fetch(
      `${server.url}/api/ticket-messages?ticket_id=${id}`
        + `&_sort=created_at,id&_order=desc,desc&_start=0&_end=${NEWEST_PAGE}`,
      {
        headers: { authorization: `Bearer ${session.access_token}` },
      },
    );
    body = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/ticket-messages answered ${res.status}: ${body.slice(0, 300)}`);
    apiTimes.push(performance.now() - began);
    if (Number(res.headers.get("x-total-count")) !== MESSAGES)
      throw new Error(`The bench ticket should have ${MESSAGES} messages`);
  }

  const context = await signedInContext(browser, server, "admin@demo.test");
  const totals: number[] = [];
  let state = { rendered: 0, inView: false, answered: 0 };
  const answeredAt: number[] = [];
  const last = marker(MESSAGES);
  try {
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      try {
        totals.push(await timeToReady(page, `/support/ticket-${token}`, lastMessageShownAt, last));
      } catch (error) {
        throw new Error(
          `The conversation never drew its last message (each message needs data-testid="ticket-message"): `
            + `${(error as Error).message}`,
        );
      }
      state = await page.evaluate(shownState, last);
      answeredAt.push(state.answered);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return {
    ticket_id: id,
    messages: MESSAGES,
    rendered: state.rendered,
    in_view: state.inView,
    newest_page_api_ms: round(median(apiTimes)),
    newest_page_api_kb: Math.round(body.length / 1024),
    cold_ms: round(totals[0]),
    warm_median_ms: round(median(totals.slice(1))),
    warm_thread_answered_ms: round(median(answeredAt.slice(1))),
  };
}
