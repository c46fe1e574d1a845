import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { i18n } from "../../../../web/i18n";
import {
  LEAD_EVENT_KINDS as TIMELINE_KINDS,
  type LeadEventKind as TimelineKind,
  type TimelineEntry,
} from "../../../../resources/crm/lead-page-answers";
import { shorten, timelineSentence } from "../../../../web/pages/crm/lead-detail/timeline-sentence";
import {
  TIMELINE_FILTERS,
  TIMELINE_FILTER_KEYS,
  isTimelineFilter,
} from "../../../../web/pages/crm/lead-detail/timeline-filters";
import { previewRows, takenFields } from "../../../../web/pages/crm/lead-detail/merge-preview-table";
import { convertBody } from "../../../../web/pages/crm/lead-detail/convert-modal";
import { mayUndoMerge } from "../../../../web/pages/crm/lead-detail/merge-undo";
import { isActionOverdue } from "../../../../web/pages/crm/lead-detail/lead-figures";
import { answeredCount } from "../../../../web/pages/crm/lead-detail/lead-questionnaires";
import { scoreColor } from "../../../../web/pages/crm/lead-detail/lead-score-figure";

// The lead page's pure rules: what each timeline entry says in both languages, which kinds each
// filter chip asks for, what a merge takes from the other lead, what a conversion sends, and
// when a merge may still be undone.

function entry(kind: TimelineKind, data: Record<string, unknown> = {}): TimelineEntry {
  return { id: 1, kind, at: "2030-01-02T10:00:00Z", actor_id: 1, actor_name: "Ana", data };
}

/** The sentence with Intl's narrow and no-break spaces (around "€") as plain ones. */
function say(lang: "es" | "en", e: TimelineEntry): string {
  return timelineSentence(e, i18n.getFixedT(lang), lang).replace(/[\u00a0\u202f]/g, " ");
}

describe("timeline sentences", () => {
  it("tells status, stage and owner changes with names, set, changed and cleared", () => {
    expect(say("es", entry("status", { from: 1, to: 2, from_name: "Nuevo", to_name: "Contactado" }))).toBe(
      "Cambió el estado de «Nuevo» a «Contactado»",
    );
    expect(say("en", entry("status", { from: 1, to: 2, from_name: "New", to_name: "Contacted" }))).toBe(
      "Changed the status from “New” to “Contacted”",
    );
    expect(say("en", entry("stage", { from: null, to: 4, from_name: null, to_name: "Proposal" }))).toBe(
      "Put the lead in the stage “Proposal”",
    );
    expect(say("es", entry("owner", { from: 3, to: null, from_name: "Carmen Comercial", to_name: null }))).toBe(
      "Dejó el lead sin responsable (era de Carmen Comercial)",
    );
    expect(say("en", entry("owner", { from: null, to: 3, to_name: "Carmen" }))).toBe("Assigned the lead to Carmen");
  });

  it("writes money values in the reader's format", () => {
    expect(say("es", entry("value", { from: 123456, to: 200000 }))).toBe(
      "Cambió el valor estimado de 1.234,56 € a 2.000,00 €",
    );
    expect(say("en", entry("value", { from: null, to: 50 }))).toBe("Set the estimated value to €0.50");
  });

  it("names the activity type, its subject and when it is due", () => {
    const due = "2030-03-04T09:30:00Z";
    const local = dayjs(due).locale("es").format("L LT");
    expect(say("es", entry("activity", { type: "call", subject: "Primera llamada", due_at: due }))).toBe(
      `Programó una llamada para el ${local}: «Primera llamada»`,
    );
    expect(say("en", entry("activity_done", { type: "meeting", subject: "Demo" }))).toBe("Completed a meeting: “Demo”");
    expect(say("en", entry("email", { subject: "Quote" }))).toBe("Sent an email: “Quote”");
  });

  it("tells answers (set or cleared), losses, conversions and merges (and their undo)", () => {
    expect(
      say("es", entry("answer", { questionnaire: "financial", question: "¿Presupuesto?", answer: "Alto", points: 20 })),
    ).toBe("Respondió «¿Presupuesto?» (cuestionario financiero): Alto");
    expect(
      say("en", entry("answer", { questionnaire: "general", question: "Size?", answer: null, points: null })),
    ).toBe("Cleared the answer to “Size?” (general questionnaire)");
    expect(say("es", entry("lost", { reason: "Precio" }))).toBe("Marcó el lead como perdido: Precio");
    expect(say("en", entry("converted", { client_id: 5, client_name: "Acme", project_id: 9 }))).toBe(
      "Converted the lead to a client (Acme) and opened a project",
    );
    expect(say("es", entry("merged", { merge_id: 2, source_name: "Duplicado" }))).toBe(
      "Fusionó en este lead el lead «Duplicado»",
    );
    expect(say("en", entry("merged", { merge_id: 2, source_name: "Dup", undone: true }))).toBe(
      "Undid the merge with the lead “Dup”",
    );
  });

  it("has a sentence for every kind in both languages, never a bare key", () => {
    for (const kind of TIMELINE_KINDS) {
      for (const lang of ["es", "en"] as const) {
        const text = say(
          lang,
          entry(kind, {
            subject: "x",
            type: "task",
            from: 1,
            to: 2,
            from_name: "a",
            to_name: "b",
            question: "q",
            answer: "a",
            reason: "r",
            client_name: "c",
            source_name: "s",
          }),
        );
        expect(text, `${lang} ${kind}`).not.toMatch(/lead-detail:|timeline\.|sentence\./);
      }
    }
  });

  it("shortens a long developed answer to one line", () => {
    expect(shorten("uno\n\ndos   tres")).toBe("uno dos tres");
    expect(shorten("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("timeline filters", () => {
  it("cover every kind exactly once, and 'all' asks for none in particular", () => {
    expect(TIMELINE_FILTERS.all).toEqual([]);
    const kinds = TIMELINE_FILTER_KEYS.flatMap((key) => [...TIMELINE_FILTERS[key]]);
    expect([...kinds].sort()).toEqual([...TIMELINE_KINDS].sort());
    expect(isTimelineFilter("notes")).toBe(true);
    expect(isTimelineFilter("toString")).toBe(false);
    expect(isTimelineFilter(null)).toBe(false);
  });
});

describe("merge", () => {
  const fields = [
    { field: "name", target: "Ana", source: "Ana", differs: false },
    { field: "email", target: "a@x.es", source: "b@x.es", differs: true },
    { field: "phone", target: null, source: "600", differs: true },
    { field: "board_position", target: 1, source: 2, differs: true },
  ];

  it("takes from the other lead only the differing fields chosen so", () => {
    expect(takenFields(fields, {})).toEqual([]);
    expect(takenFields(fields, { email: "source", phone: "target", name: "source" })).toEqual(["email"]);
  });

  it("lists differing fields first and leaves hidden ones out", () => {
    expect(previewRows(fields).map((f) => f.field)).toEqual(["email", "phone", "name"]);
  });

  it("may be undone for 24 hours", () => {
    const now = dayjs("2030-01-02T12:00:00Z");
    expect(mayUndoMerge("2030-01-01T12:30:00Z", now)).toBe(true);
    expect(mayUndoMerge("2030-01-01T11:59:00Z", now)).toBe(false);
  });
});

describe("conversion", () => {
  it("links a client only when linking, and names the project only when opening one", () => {
    expect(convertBody({ mode: "create", client_id: 4, create_project: false, project_name: "P" })).toEqual({});
    expect(convertBody({ mode: "link", client_id: 4, create_project: true, project_name: "  Web nueva " })).toEqual({
      client_id: 4,
      create_project: true,
      project_name: "Web nueva",
    });
  });
});

describe("header figures", () => {
  it("calls a past next action overdue only on an open lead", () => {
    const today = dayjs("2030-05-10");
    expect(isActionOverdue({ next_action_date: "2030-05-09" }, today)).toBe(true);
    expect(isActionOverdue({ next_action_date: "2030-05-10" }, today)).toBe(false);
    expect(isActionOverdue({ next_action_date: "2030-05-09", lost_at: "2030-05-01T00:00:00Z" }, today)).toBe(false);
    expect(isActionOverdue({ next_action_date: "2030-05-09", converted_client_id: 3 }, today)).toBe(false);
    expect(isActionOverdue({ next_action_date: null }, today)).toBe(false);
  });

  it("colours the score and counts answered questions", () => {
    expect([scoreColor(10), scoreColor(50), scoreColor(90)]).toEqual(["#ff4d4f", "#faad14", "#52c41a"]);
    const q = (answer: unknown) => ({
      id: 1,
      question: "q",
      kind: "enumerated" as const,
      options: [],
      answer: answer as never,
    });
    expect(
      answeredCount([
        q(null),
        q({ option_id: "a", text: null, points: 1 }),
        q({ option_id: null, text: "t", points: null }),
      ]),
    ).toBe("2/3");
  });
});
