import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { itemsOf, openSearchWorld, search, titlesOf, type SearchWorld } from "./search-fixture.js";

// GET /api/search matching (docs/search-api.md): accents ignored, each word a prefix, every word
// required, typos through trigram similarity after the full-text hits, groups in a fixed order.
describe.each(DATABASE_KINDS)("search matching on %s", (kind) => {
  let w: SearchWorld;
  beforeAll(async () => {
    w = await openSearchWorld(kind);
  });
  afterAll(async () => {
    await w?.test.close();
  });

  it("finds «María García» typing «garcia», with its label and second line", async () => {
    const { status, body } = await search(w.admin, "?q=garcia");
    expect(status).toBe(200);
    expect(body.q).toBe("garcia");
    const maria = itemsOf(body, "leads").find((i) => i.id === w.leads.maria);
    expect(maria).toEqual({
      id: w.leads.maria,
      title: "María García",
      subtitle: "Acme SL · maria@acme.test",
      match: "text",
    });
    expect(titlesOf(body, "clients").sort()).toEqual(["García Asesores", "Hermanos García"]);
    expect(itemsOf(body, "clients").find((i) => i.title === "García Asesores").subtitle).toBe(
      "hola@garcia-asesores.test",
    );
  });

  it("finds «Facturación electrónica» typing «factur», and a half-typed «facturac» too", async () => {
    for (const q of ["factur", "FACTURAC", "facturación"]) {
      const { body } = await search(w.admin, `?q=${encodeURIComponent(q)}`);
      expect(titlesOf(body, "projects").sort(), q).toEqual(["Facturación electrónica", "Facturación interna"]);
      expect(itemsOf(body, "tasks"), q).toEqual([
        { id: w.task, title: "Facturación electrónica: pruebas", subtitle: "Web corporativa", match: "text" },
      ]);
      expect(itemsOf(body, "courses"), q).toEqual([
        { id: w.course, title: "Facturación para autónomos", subtitle: "FAC-01", match: "text" },
      ]);
    }
    const { body } = await search(w.admin, "?q=electronica");
    expect(itemsOf(body, "projects").find((p) => p.id === w.projects.mine)).toEqual({
      id: w.projects.mine,
      title: "Facturación electrónica",
      subtitle: "García Asesores",
      match: "text",
    });
  });

  it("finds «García» through a typo («garsia») as a similar match", async () => {
    const { body } = await search(w.admin, "?q=garsia&limit=20");
    const leads = itemsOf(body, "leads");
    expect(leads.map((i) => i.id)).toEqual(expect.arrayContaining([w.leads.maria, w.leads.pedro, w.leads.lucia]));
    expect(new Set(leads.map((i) => i.match))).toEqual(new Set(["similar"]));
    expect(titlesOf(body, "clients")).toContain("García Asesores");
  });

  it("requires every word, in any field of the record", async () => {
    const { body } = await search(w.admin, "?q=maria+garcia");
    expect(
      itemsOf(body, "leads")
        .filter((i) => i.match === "text")
        .map((i) => i.id),
    ).toEqual([w.leads.maria]);
    const byCompany = await search(w.admin, `?q=${encodeURIComponent("garcía acme")}`);
    expect(
      itemsOf(byCompany.body, "leads")
        .filter((i) => i.match === "text")
        .map((i) => i.id),
    ).toEqual([w.leads.maria]);
    const byEmail = await search(w.admin, `?q=${encodeURIComponent("maria@acme")}`);
    expect(itemsOf(byEmail.body, "leads")[0]).toMatchObject({ id: w.leads.maria, match: "text" });
    const none = await search(w.admin, `?q=${encodeURIComponent("pedro acme")}`);
    expect(itemsOf(none.body, "leads").filter((i) => i.match === "text")).toEqual([]);
  });

  it("lists full-text hits before similar ones", async () => {
    const { body } = await search(w.admin, "?q=garcia&limit=20");
    const leads = itemsOf(body, "leads");
    expect(leads.map((i) => i.match)).toEqual(["text", "text", "text", "similar"]);
    expect(leads[3]).toMatchObject({ id: w.leads.garces, title: "Mario Garcés", match: "similar" });
    expect(
      leads
        .slice(0, 3)
        .map((i) => i.id)
        .sort((a, b) => a - b),
    ).toEqual([w.leads.maria, w.leads.pedro, w.leads.lucia].sort((a, b) => a - b));
  });

  it("keeps the kinds' fixed order and leaves empty groups out", async () => {
    const { body } = await search(w.admin, "?q=garcia&limit=20");
    expect(body.groups.map((g: any) => [g.kind, g.resource])).toEqual([
      ["leads", "leads"],
      ["clients", "lead-clients"],
      ["invoices", "invoices"],
    ]);
    const nothing = await search(w.admin, "?q=zzzzqqqq");
    expect(nothing).toEqual({ status: 200, body: { q: "zzzzqqqq", groups: [] } });
    const punctuation = await search(w.admin, `?q=${encodeURIComponent("¿?!")}`);
    expect(punctuation).toEqual({ status: 200, body: { q: "¿?!", groups: [] } });
  });

  it("cuts each group at `limit` and says when there are more", async () => {
    const first = await search(w.admin, "?q=garcia&limit=2");
    const leads = first.body.groups.find((g: any) => g.kind === "leads");
    expect(leads.items).toHaveLength(2);
    expect(leads.more).toBe(true);
    // Three text hits and one similar: four in all.
    expect(first.body.groups.find((g: any) => g.kind === "leads").items.every((i: any) => i.match === "text")).toBe(
      true,
    );
    const three = (await search(w.admin, "?q=garcia&limit=3")).body.groups.find((g: any) => g.kind === "leads");
    expect([three.items.length, three.more]).toEqual([3, true]);
    const four = (await search(w.admin, "?q=garcia&limit=4")).body.groups.find((g: any) => g.kind === "leads");
    expect([four.items.length, four.more]).toEqual([4, false]);
    const byDefault = (await search(w.admin, "?q=factur")).body.groups.find((g: any) => g.kind === "projects");
    expect([byDefault.items.length, byDefault.more]).toEqual([2, false]);
  });

  it("finds a client's invoices by the client's name, email or tax id, each once", async () => {
    // "hola" is only in García Asesores' email: its invoices match through their client.
    const byClient = await search(w.admin, "?q=hola&limit=20");
    expect(
      itemsOf(byClient.body, "invoices")
        .map((i) => i.id)
        .sort(),
    ).toEqual([w.invoices.issued.id, w.invoices.draft.id].sort());
    const asClient = await search(w.client, "?q=hola&limit=20");
    expect(itemsOf(asClient.body, "invoices").map((i) => i.id)).toEqual([w.invoices.issued.id]);
    const mixed = await search(w.admin, "?q=garcia&limit=20");
    const ids = itemsOf(mixed.body, "invoices").map((i) => i.id);
    // Two match both by their notes and by their client's name, the other client's by its notes only.
    expect(ids.sort()).toEqual([w.invoices.issued.id, w.invoices.draft.id, w.invoices.theirs.id].sort());
  });

  it("titles a draft invoice in the reader's language and shows the client and total", async () => {
    const es = await search(w.admin, "?q=asesoria&limit=20");
    const draft = itemsOf(es.body, "invoices").find((i) => i.id === w.invoices.draft.id);
    expect(draft.title).toBe("Borrador");
    const issued = itemsOf(es.body, "invoices").find((i) => i.id === w.invoices.issued.id);
    expect(issued.title).toBe(w.invoices.issued.number);
    expect(issued.subtitle).toMatch(/^García Asesores · 121,00\s€$/);
    const en = await search(w.admin, "?q=asesoria&limit=20", "en");
    expect(itemsOf(en.body, "invoices").find((i) => i.id === w.invoices.draft.id).title).toBe("Draft");
    const byNumber = await search(w.admin, `?q=${encodeURIComponent(w.invoices.issued.number)}`);
    expect(itemsOf(byNumber.body, "invoices")[0]).toMatchObject({ id: w.invoices.issued.id, match: "text" });
  });

  it("finds a ticket by its title and by its token", async () => {
    const { body } = await search(w.admin, "?q=llega+factura");
    expect(titlesOf(body, "tickets").sort()).toEqual(["No llega la factura de abril", "No llega la factura de marzo"]);
    const byToken = await search(w.admin, `?q=${w.tickets.mine.token}`);
    expect(itemsOf(byToken.body, "tickets")).toEqual([
      {
        id: w.tickets.mine.id,
        title: "No llega la factura de marzo",
        subtitle: `${w.tickets.mine.token} · García Asesores`,
        match: "text",
        token: w.tickets.mine.token,
      },
    ]);
  });
});
