import fs from "node:fs";
import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { RESOURCES, getResource } from "../../../resources/registry";
import { isNomenclator, pickerOrderOf } from "../../../resources/kit/nomenclator";
import { QUICK_CREATE_MAX, checkQuickCreate, splitQuick } from "../../../resources/kit/quick-create";
import { formFields } from "../../../web/resource-pages/resource-form";
import { defaultedReferences } from "../../../web/resource-pages/first-active-defaults";
import { recordName, savedMessage } from "../../../web/resource-pages/saved-message";
import { sideRows } from "../../../web/resource-pages/announce-side-rows";
import { holdsValue, withoutEmptyFilters } from "../../../web/providers/router-provider";
import { errorToastMessages } from "../../../web/providers/http-error-messages";

// Issue 28's form rules, over every declaration they apply to: pickers of nomenclators, the
// quick create, named success messages, announced side rows, empty filters and field errors.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("reference pickers over nomenclators", () => {
  it("sort every ordered list by its declared order and leave out inactive rows of every list that has them", () => {
    const nomenclators = RESOURCES.filter(isNomenclator);
    expect(nomenclators.map((def) => def.name)).toEqual(
      expect.arrayContaining(["project-states", "task-states", "lead-statuses", "ticket-types"]),
    );
    for (const def of nomenclators) {
      const { sorters, activeField } = pickerOrderOf(def);
      if (def.fields.order && def.list.sorters.includes("order"))
        expect(sorters[0], def.name).toEqual({ field: "order", order: "asc" });
      if (def.fields.active && def.list.filters.includes("active")) expect(activeField, def.name).toBe("active");
    }
  });

  it("default every required reference to a nomenclator in every form (never one matched to another field)", () => {
    const defaulted = RESOURCES.flatMap((def) =>
      defaultedReferences(formFields(def)).map(([name]) => `${def.name}.${name}`),
    );
    expect(defaulted).toEqual(expect.arrayContaining(["projects.project_state_id", "tasks.task_state_id"]));
    for (const def of RESOURCES) {
      for (const [name, field] of formFields(def)) {
        const target = field.type === "reference" ? getResource(field.reference!) : undefined;
        const expected = Boolean(target && field.required && !field.sameAs && isNomenclator(target));
        expect(defaulted.includes(`${def.name}.${name}`), `${def.name}.${name}`).toBe(expected);
      }
    }
  });
});

describe("quick create", () => {
  it(
    "is declared by leads, tickets and tasks, at most six " + "fields, and asks every required field without a default",
    () => {
      const quick = RESOURCES.filter((def) => def.quickCreate);
      expect(quick.map((def) => def.name).sort()).toEqual(["leads", "tasks", "tickets"]);
      for (const def of quick) {
        expect(def.quickCreate!.length, def.name).toBeLessThanOrEqual(QUICK_CREATE_MAX);
        const split = splitQuick(def, formFields(def));
        expect(split, def.name).not.toBeNull();
        for (const [name, field] of split!.more)
          expect(
            Boolean(field.required && field.default === undefined && !field.creatorByDefault),
            `${def.name}.${name}`,
          ).toBe(false);
      }
    },
  );

  it("refuses a declaration of more than six fields or of a field no form writes", () => {
    const leads = getResource("leads")!;
    expect(() =>
      checkQuickCreate({
        ...leads,
        quickCreate: ["name", "email", "phone", "company", "source", "probability", "likelihood"],
      }),
    ).toThrow(/1 to 6/);
    expect(() => checkQuickCreate({ ...leads, quickCreate: ["name", "score"] })).toThrow(/score/);
  });
});

describe("success messages", () => {
  it("name the record by its declared label for every resource, agreeing with the singular's gender", async () => {
    const i18n = i18next.createInstance();
    const load = (lang: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, "utf8"));
    await i18n.init({
      lng: "es",
      fallbackLng: "es",
      ns: ["common", "resources"],
      defaultNS: "common",
      resources: { es: { common: load("es", "common"), resources: load("es", "resources") } },
    });
    for (const def of RESOURCES) {
      const row = { id: 7, [def.labelField]: def.labelField === "id" ? 7 : "Lucía García" };
      const message = savedMessage(i18n.t, def, row, "created");
      const name = recordName(def, row);
      expect(message, def.name).toBe(
        `${i18n.t(`resources:${def.name}.singular`)} «${name}» `
          + `${i18n.t(`resources:${def.name}.new`).startsWith("Nueva ") ? "creada" : "creado"}`,
      );
    }
    expect(savedMessage(i18n.t, "leads", { id: 1, name: "Lucía García" }, "created")).toBe(
      "Lead «Lucía García» creado",
    );
    expect(savedMessage(i18n.t, "invoices", { id: 3, number: null }, "updated")).toBe("Factura «#3» guardada");
  });

  it("tell a side row only when the write set it (a registration's drafted fee invoice)", () => {
    const registrations = getResource("course-registrations")!;
    expect(
      sideRows(registrations, { id: 1, fee_invoice_id: 9 }).map(([name, target, id]) => [name, target.name, id]),
    ).toEqual([["fee_invoice_id", "invoices", 9]]);
    expect(sideRows(registrations, { id: 1, fee_invoice_id: 9 }, { id: 1, fee_invoice_id: 9 })).toEqual([]);
    expect(sideRows(registrations, { id: 1, fee_invoice_id: null })).toEqual([]);
  });
});

describe("list addresses and field errors", () => {
  it("write only the filters that hold a value, and none at all when none does", () => {
    const filters = [
      { field: "name", operator: "contains", value: undefined },
      { field: "active", operator: "eq", value: false },
      { field: "q", operator: "eq", value: "" },
      { field: "service_ids", operator: "in", value: [] },
      { field: "lead_status_id", operator: "in", value: [3] },
      { operator: "or", value: [{ field: "a", operator: "eq", value: undefined }] },
    ];
    expect(withoutEmptyFilters({ pageSize: 10, filters })).toEqual({ pageSize: 10, filters: [filters[1], filters[4]] });
    expect(withoutEmptyFilters({ filters: filters.filter((f) => !holdsValue(f)) })).toEqual({ filters: undefined });
    expect(withoutEmptyFilters({ pageSize: 10 })).toEqual({ pageSize: 10 });
  });

  it("toast a 422's messages except those a form on screen shows under their field", () => {
    const data = { message: "Validation failed", errors: { name: ["Ya existe"], lines: ["Sin líneas"] } };
    expect(errorToastMessages(422, data, t)).toEqual(["Ya existe", "Sin líneas"]);
    expect(errorToastMessages(422, data, t, (field) => field === "name")).toEqual(["Sin líneas"]);
    expect(errorToastMessages(422, data, t, () => true)).toEqual([]);
    expect(errorToastMessages(422, { message: "Nope" }, t, () => true)).toEqual(["Nope"]);
  });
});
