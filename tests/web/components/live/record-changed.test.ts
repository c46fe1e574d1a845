import { describe, expect, it } from "vitest";
import { isNewerVersion, keepMyChanges } from "../../../../web/components/live/keep-my-changes";
import { otherViewers } from "../../../../web/components/live/use-presence";
import { firstName, initials, viewerNames } from "../../../../web/components/live/presence-avatars";
import { i18n } from "../../../../web/i18n";

// "Keep my changes" on a form whose record changed elsewhere, and the presence helpers.

describe("keep my changes", () => {
  const fresh = {
    id: 4,
    name: "Nombre nuevo",
    budget: 900,
    priority: "high",
    description: "Otra",
    version: 8,
    updated_at: "2026-05-01",
  };

  it("keeps the touched fields, takes the fresh value of the others and the fresh version", () => {
    const touched = new Set(["name", "budget"]);
    const values = keepMyChanges(
      ["name", "budget", "priority", "description", "version"],
      (f) => touched.has(f),
      fresh,
    );
    expect(values).toEqual({ priority: "high", description: "Otra", version: 8 });
  });

  it("takes the fresh version even when the version field counts as touched, and skips fields the record lacks", () => {
    const values = keepMyChanges(["name", "version", "missing"], () => true, fresh);
    expect(values).toEqual({ version: 8 });
    expect(keepMyChanges(["name", "missing"], () => false, fresh)).toEqual({ name: "Nombre nuevo", version: 8 });
  });

  it("takes a null from the fresh record (a field emptied elsewhere)", () => {
    expect(keepMyChanges(["description"], () => false, { description: null, version: 2 })).toEqual({
      description: null,
      version: 2,
    });
  });

  it("a later version only counts as a change", () => {
    expect(isNewerVersion(8, 7)).toBe(true);
    expect(isNewerVersion(8, "8")).toBe(false);
    expect(isNewerVersion(7, 8)).toBe(false);
    expect(isNewerVersion(undefined, 8)).toBe(false);
  });
});

describe("presence", () => {
  const lucia = { id: 3, name: "Lucía Pérez", avatar: null };
  const pablo = { id: 4, name: "Pablo", avatar: "avatars/4.png" };

  it("leaves out the current user, and a user viewing from two tabs counts once", () => {
    expect(otherViewers([lucia, { id: 1, name: "Yo", avatar: null }, pablo, lucia], 1)).toEqual([lucia, pablo]);
    expect(otherViewers([lucia], undefined)).toEqual([lucia]);
  });

  it("names a viewer by first name, with initials when there is no picture", () => {
    expect(firstName("Lucía Pérez")).toBe("Lucía");
    expect(initials("Lucía Pérez")).toBe("LP");
    expect(initials("pablo")).toBe("P");
    expect(initials("  ")).toBe("?");
  });

  it("tells of each team member a client sees with no name, in the reader's language", () => {
    const team = { id: null, name: null, avatar: null, team: true } as const;
    expect(otherViewers([team, lucia, team, { id: 1, name: "Yo", avatar: null }], 1)).toEqual([team, lucia, team]);
    expect(viewerNames(i18n.getFixedT("es"), [lucia, team])).toBe("Lucía, un miembro del equipo");
    expect(viewerNames(i18n.getFixedT("es"), [team, team])).toBe("2 miembros del equipo");
    expect(viewerNames(i18n.getFixedT("en"), [team])).toBe("a team member");
  });
});
