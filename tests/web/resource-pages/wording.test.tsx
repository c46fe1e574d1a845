// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render } from "../../fixtures/dom-render";
import { i18n } from "../../../web/i18n";
import { RESOURCES, getResource } from "../../../resources/registry";
import { csvCell } from "../../../resources/kit/csv-cell";
import { csvDocument } from "../../../resources/kit/csv";
import { FieldDisplay } from "../../../web/resource-pages/field-display";
import { fieldOrder } from "../../../web/resource-pages/resource-show";

// The words and details of the generated screens (issue 16), in both languages.
const es = i18n.getFixedT("es");
const en = i18n.getFixedT("en");

describe("wording", () => {
  it("titles a create page 'Nuevo/Nueva <singular>' in Spanish and 'New <singular>' in English", () => {
    expect(es("resources:lead-statuses.new")).toBe("Nuevo estado de lead");
    expect(es("resources:tasks.new")).toBe("Nueva tarea");
    expect(es("resources:project-categories.new")).toBe("Nueva categoría de proyecto");
    expect(en("resources:lead-statuses.new")).toBe("New lead status");
    for (const def of RESOURCES) {
      expect(es(`resources:${def.name}.new`), def.name).toMatch(/^Nuev[oa] \p{Ll}/u);
      expect(en(`resources:${def.name}.new`), def.name).toMatch(/^New \p{Ll}/u);
    }
  });

  it("calls the refresh button 'Recargar' / 'Reload', and keeps the brand 'Gestión' in English", () => {
    expect(es("buttons.refresh")).toBe("Recargar");
    expect(en("buttons.refresh")).toBe("Reload");
    expect(en("app.title")).toBe("Gestión");
    expect(es("app.title")).toBe("Gestión");
  });

  it("leaves the ID and the version off show pages", () => {
    for (const def of RESOURCES) {
      expect(fieldOrder(def), def.name).not.toContain("id");
      expect(fieldOrder(def), def.name).not.toContain("version");
    }
    expect(fieldOrder(getResource("project-states")!).slice(-2)).toEqual(["created_at", "updated_at"]);
  });

  it("writes yes/no in the user's language in CSV exports, and enum labels", () => {
    const file = (def: string, columns: string[], row: Record<string, unknown>, t = es) =>
      csvDocument(
        columns.map((name) => t(`resources:${def}.fields.${name}`)),
        [columns.map((name) => csvCell(getResource(def)!, name, row[name], t))],
      );
    const planning = { name: "Planificación", active: true };
    expect(file("project-states", ["name", "active"], planning)).toBe("\uFEFFNombre;Activo\r\nPlanificación;Sí");
    expect(file("project-states", ["active"], { active: false })).toBe("\uFEFFActivo\r\nNo");
    expect(file("project-states", ["active"], { active: true }, en)).toBe("\uFEFFActive\r\nYes");
    const high = { priority: "high", budget: null };
    expect(file("projects", ["priority", "budget"], high)).toBe("\uFEFFPrioridad;Presupuesto\r\nAlta;");
  });

  it("shows an icon field as the icon, named on hover, not as its name", () => {
    const states = getResource("project-states")!;
    const cell = render(<FieldDisplay def={states} name="icon" value="play-circle" />);
    expect(cell.textContent).toBe("");
    expect(cell.querySelector("[title='play-circle'] svg")).not.toBeNull();
    const unknown = render(<FieldDisplay def={states} name="icon" value="no-such-icon" />);
    expect(unknown.textContent).toBe("no-such-icon");
  });
});
