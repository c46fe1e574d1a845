import type { AxiosRequestConfig } from "axios";
import { describe, expect, it } from "vitest";
import { confirmWarningOf, sendConfirming } from "../../../../web/components/confirm-warning";
import { duplicatesOf } from "../../../../web/resource-pages/duplicate-list";
import { relatedColumns } from "../../../../web/resource-pages/related-list";
import { RESOURCES, getResource } from "../../../../resources/registry";
import { cleanMapping } from "../../../../web/pages/crm/import/lead-import-api";
import { canImport } from "../../../../web/pages/crm/import/check-step";
import { publicLeadsUrl, webFormSnippet } from "../../../../web/pages/company/web-form-snippet";
import { validWeights, weightsSum } from "../../../../web/pages/company/score-weights";

const duplicateAnswer = {
  response: {
    status: 422,
    data: {
      message: "Possible duplicate",
      errors: { email: ["A lead with this email exists"] },
      confirm: "lead-duplicates",
      duplicates: [{ id: 7, name: "Ana", owner_name: "Carmen", reasons: ["email"], readable: true }, { bad: true }],
    },
  },
};

describe("warnings the user may accept", () => {
  it("recognises any 422 naming a confirm token, with what it brings", () => {
    const warning = confirmWarningOf(duplicateAnswer)!;
    expect(warning.token).toBe("lead-duplicates");
    expect(warning.messages).toEqual(["A lead with this email exists"]);
    expect(duplicatesOf(warning.data.duplicates)).toEqual([
      { id: 7, name: "Ana", owner_name: "Carmen", reasons: ["email"], readable: true },
    ]);
    expect(confirmWarningOf({ response: { status: 422, data: { errors: { name: ["x"] } } } })).toBeNull();
    expect(confirmWarningOf({ response: { status: 409, data: { confirm: "lead-duplicates" } } })).toBeNull();
  });

  it("sends the same request again with x-confirm once accepted, and not at all when declined", async () => {
    const configs: unknown[] = [];
    const request = async (config: AxiosRequestConfig) => {
      configs.push(config);
      if (!config.headers) throw duplicateAnswer;
      return { data: { id: 9 } } as never;
    };
    const asked: string[] = [];
    expect(
      await sendConfirming(request, async (w) => {
        asked.push(w.token);
        return true;
      }),
    ).toEqual({ id: 9 });
    expect(asked).toEqual(["lead-duplicates"]);
    expect(configs).toEqual([{ silent: true }, { silent: true, headers: { "x-confirm": "lead-duplicates" } }]);
    configs.length = 0;
    expect(await sendConfirming(request, async () => false)).toBeUndefined();
    expect(configs).toHaveLength(1);
  });

  it("treats a token the caller does not know as a failure", async () => {
    const reported: unknown[] = [];
    await expect(
      sendConfirming(
        async () => Promise.reject(duplicateAnswer),
        async () => true,
        { tokens: ["dependency-dates"], report: (e) => reported.push(e) },
      ),
    ).rejects.toBe(duplicateAnswer);
    expect(reported).toEqual([duplicateAnswer]);
  });
});

describe("lead import", () => {
  it("sends only mapped fields, to columns the file has", () => {
    expect(
      cleanMapping({ name: "Nombre", email: "Correo", phone: "", owner: "Gone", bogus: "Nombre" }, [
        "Nombre",
        "Correo",
      ]),
    ).toEqual({ name: "Nombre", email: "Correo" });
  });

  it("imports invalid rows only when they are skipped", () => {
    const dry = { total: 3, valid: 2, invalid: 1, duplicates: 0, rows: [] };
    expect(canImport(dry, { skip_duplicates: true, skip_invalid: false })).toBe(false);
    expect(canImport(dry, { skip_duplicates: true, skip_invalid: true })).toBe(true);
    expect(canImport({ ...dry, invalid: 0 }, { skip_duplicates: false, skip_invalid: false })).toBe(true);
  });
});

describe("company sales settings", () => {
  it("builds a snippet posting to this app's public endpoint, with the honeypot", () => {
    const labels = {
      name: "Nombre",
      email: "Correo",
      phone: "Teléfono",
      company: "Empresa",
      message: "Mensaje",
      send: "Enviar",
      thanks: "¡Gracias!",
      failed: 'No "salió"',
    };
    const snippet = webFormSnippet("https://crm.example.com/", labels);
    expect(publicLeadsUrl("https://crm.example.com/")).toBe("https://crm.example.com/api/public/lead-requests");
    expect(snippet).toContain('fetch("https://crm.example.com/api/public/lead-requests"');
    for (const field of ["name", "email", "phone", "company", "message", "website"])
      expect(snippet).toMatch(new RegExp(`name="${field}"`));
    expect(snippet).toMatch(/name="website"[^>]*tabindex="-1"/);
    expect(snippet).toContain('status.textContent = "No \\"salió\\""');
  });

  it("takes weights only when they are whole numbers adding up to 100", () => {
    expect(weightsSum({ questions: 40, completeness: 20, recency: 20, stage: 20 })).toBe(100);
    expect(weightsSum({ questions: 40, completeness: null })).toBe(40);
    expect(validWeights({ questions: 40, completeness: 20, recency: 20, stage: 20 })).toBe(true);
    expect(validWeights({ questions: 40, completeness: 20, recency: 20, stage: 21 })).toBe(false);
    expect(validWeights({ questions: 40.5, completeness: 19.5, recency: 20, stage: 20 })).toBe(false);
  });
});

describe("related lists", () => {
  it("ask only for rows by a field their resource declares as a filter", () => {
    for (const def of RESOURCES) {
      for (const { resource, field } of def.related ?? []) {
        const related = getResource(resource);
        expect(related, `${def.name} → ${resource}`).toBeTruthy();
        expect(related!.fields[field]?.type, `${resource}.${field}`).toBe("reference");
        expect(related!.list.filters, `${resource} filters`).toContain(field);
      }
    }
  });

  it("name the row first and leave out the field pointing back", () => {
    const leads = getResource("leads")!;
    const columns = relatedColumns(leads, "converted_client_id");
    expect(columns[0]).toBe("name");
    expect(columns).not.toContain("converted_client_id");
    expect(columns.length).toBeLessThanOrEqual(4);
    expect(relatedColumns(getResource("projects")!, "client_id")).not.toContain("client_id");
    // The client's name would repeat the page's own title on every row.
    expect(relatedColumns(getResource("projects")!, "client_id")).not.toContain("client_name");
  });
});
