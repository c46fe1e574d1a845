import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { itemsOf, openSearchWorld, search, titlesOf, type SearchWorld } from "./search-fixture.js";

// Who finds what: each kind only for the roles that may list it, inside the rows that list would
// show them; and the request's mistakes, answered 400 in Spanish or English.
describe.each(DATABASE_KINDS)("search access on %s", (kind) => {
  let w: SearchWorld;
  beforeAll(async () => {
    w = await openSearchWorld(kind);
  });
  afterAll(async () => {
    await w?.test.close();
  });

  it("gives a commercial user their own and the unassigned leads only", async () => {
    const { body } = await search(w.commercial, "?q=garcia&limit=20");
    expect(itemsOf(body, "leads").map((i) => [i.id, i.match])).toEqual(
      expect.arrayContaining([
        [w.leads.maria, "text"],
        [w.leads.lucia, "text"],
      ]),
    );
    expect(itemsOf(body, "leads").map((i) => i.id)).not.toContain(w.leads.pedro);
    expect(titlesOf(body, "clients").sort()).toEqual(["García Asesores", "Hermanos García"]);
  });

  it("gives a commercial user the tickets assigned to them only", async () => {
    await w.db
      .updateTable("tickets")
      .set({ assignee_id: w.commercial.id })
      .where("id", "=", w.tickets.mine.id)
      .execute();
    await w.db.updateTable("tickets").set({ assignee_id: w.admin.id }).where("id", "=", w.tickets.theirs.id).execute();
    const { body } = await search(w.commercial, "?q=llega+factura");
    expect(itemsOf(body, "tickets").map((i) => i.id)).toEqual([w.tickets.mine.id]);
    expect(itemsOf((await search(w.admin, "?q=llega+factura")).body, "tickets")).toHaveLength(2);
  });

  it("gives a client their own client record, projects, tickets and issued invoices, and never leads", async () => {
    const garcia = await search(w.client, "?q=garcia&limit=20");
    expect(garcia.body.groups.map((g: any) => g.kind)).toEqual(["clients", "invoices"]);
    expect(itemsOf(garcia.body, "clients").map((i) => i.id)).toEqual([w.client.clientId]);
    expect(itemsOf(garcia.body, "invoices").map((i) => i.id)).toEqual([w.invoices.issued.id]);
    const factur = await search(w.client, "?q=factur&limit=20");
    expect(itemsOf(factur.body, "projects").map((i) => i.id)).toEqual([w.projects.mine]);
    expect(itemsOf(factur.body, "tasks").map((i) => i.id)).toEqual([w.task]);
    expect(itemsOf(factur.body, "tickets").map((i) => i.id)).toEqual([w.tickets.mine.id]);
    expect(itemsOf(factur.body, "courses").map((i) => i.id)).toEqual([w.course]);
    // A typo reaches no more than the scope either.
    const typo = await search(w.client, "?q=garsia+asesores&limit=20");
    expect(itemsOf(typo.body, "clients").map((i) => i.id)).toEqual([w.client.clientId]);
    expect(itemsOf(typo.body, "leads")).toEqual([]);
  });

  it("gives the other client theirs", async () => {
    const { body } = await search(w.otherClient, "?q=factur&limit=20");
    expect(itemsOf(body, "projects").map((i) => i.id)).toEqual([w.projects.theirs]);
    expect(itemsOf(body, "tickets").map((i) => i.id)).toEqual([w.tickets.theirs.id]);
    expect(itemsOf(body, "tasks")).toEqual([]);
  });

  it("answers 401 without signing in", async () => {
    const res = await search({ app: w.test.app }, "?q=garcia");
    expect(res.status).toBe(401);
  });

  it.each([
    ["no query", "", "Escribe entre 2 y 100 caracteres para buscar.", "Type between 2 and 100 characters to search."],
    [
      "one character",
      "?q=a",
      "Escribe entre 2 y 100 caracteres para buscar.",
      "Type between 2 and 100 characters to search.",
    ],
    [
      "one character once trimmed",
      "?q=%20a%20%20",
      "Escribe entre 2 y 100 caracteres para buscar.",
      "Type between 2 and 100 characters to search.",
    ],
    [
      "101 characters",
      `?q=${"a".repeat(101)}`,
      "Escribe entre 2 y 100 caracteres para buscar.",
      "Type between 2 and 100 characters to search.",
    ],
    [
      "the query twice",
      "?q=ab&q=cd",
      "Escribe entre 2 y 100 caracteres para buscar.",
      "Type between 2 and 100 characters to search.",
    ],
    [
      "a control character",
      "?q=ab%00cd",
      "La búsqueda contiene caracteres no permitidos.",
      "The search contains characters that are not allowed.",
    ],
    [
      "a limit of 0",
      "?q=garcia&limit=0",
      "El límite debe ser un número entero entre 1 y 20.",
      "The limit must be a whole number between 1 and 20.",
    ],
    [
      "a limit of 21",
      "?q=garcia&limit=21",
      "El límite debe ser un número entero entre 1 y 20.",
      "The limit must be a whole number between 1 and 20.",
    ],
    [
      "a limit that is no number",
      "?q=garcia&limit=2.5",
      "El límite debe ser un número entero entre 1 y 20.",
      "The limit must be a whole number between 1 and 20.",
    ],
    [
      "an unknown parameter",
      "?q=garcia&kind=leads",
      "Parámetro de consulta no permitido: kind",
      "Query parameter not allowed: kind",
    ],
  ])("answers 400 for %s, in Spanish and English", async (_name, query, es, en) => {
    const spanish = await search(w.admin, query);
    expect(spanish).toEqual({ status: 400, body: { message: es, data: es } });
    expect((await search(w.admin, query, "en")).body.message).toBe(en);
    expect((await search(w.admin, query, undefined, { "accept-language": "en-GB,en;q=0.9" })).body.message).toBe(en);
  });

  it("takes exactly 100 characters, and 2 once trimmed", async () => {
    expect((await search(w.admin, `?q=${"a".repeat(100)}`)).status).toBe(200);
    expect((await search(w.admin, "?q=%20ab%20")).body.q).toBe("ab");
  });
});
