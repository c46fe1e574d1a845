import { describe, expect, it } from "vitest";
import { i18n } from "../../../../web/i18n";
import { clockText, clockTone, formatMinutes, spentPercent } from "../../../../web/pages/support/sla/sla-clock";
import type { Clock } from "../../../../web/pages/support/ticket-api";

// How a ticket's SLA clock reads on a card and on its page: the colour by state (amber past 75 %,
// red once breached, grey while paused) and the business time left in a few words.
const clock = (state: Clock["state"], remaining: number | null, percent: number | null = 50): Clock => ({
  target_minutes: 240,
  due_at: "2026-03-02T10:00:00.000Z",
  remaining_minutes: remaining,
  percent,
  state,
});

describe("SLA clock words", () => {
  const t = i18n.getFixedT("es");
  const en = i18n.getFixedT("en");

  it("colours each state", () => {
    expect(clockTone(clock("ok", 100))).toBe("processing");
    expect(clockTone(clock("warning", 30))).toBe("warning");
    expect(clockTone(clock("breached", -5))).toBe("error");
    expect(clockTone(clock("paused", 100))).toBe("default");
    expect(clockTone(clock("met", 0))).toBe("success");
    expect(clockTone(null)).toBe("default");
  });

  it("says the time left, or how late, in hours and minutes", () => {
    expect(formatMinutes(45, t)).toBe("45 min");
    expect(formatMinutes(200, t)).toBe("3 h 20 min");
    expect(formatMinutes(120, t)).toBe("2 h");
    expect(formatMinutes(1570, t)).toBe("26 h");
    expect(clockText(clock("ok", 200), t)).toBe("Quedan 3 h 20 min");
    expect(clockText(clock("breached", -90), t)).toBe("Vencido hace 1 h 30 min");
    expect(clockText(clock("breached", -90), en)).toBe("1 h 30 min overdue");
    expect(clockText(clock("paused", 300), en)).toBe("Paused");
    expect(clockText(clock("none", null, null), t)).toBe("Sin objetivo");
  });

  it("keeps the bar between 0 and 100", () => {
    expect(spentPercent(clock("breached", -90, 137))).toBe(100);
    expect(spentPercent(clock("ok", 90, 37.4))).toBe(37);
    expect(spentPercent(clock("none", null, null))).toBe(0);
  });
});
