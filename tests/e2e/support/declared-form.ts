import { expect, type Locator, type Page } from "@playwright/test";
import { writableFields } from "../../../resources/kit/define-resource";
import type { FieldDef, ResourceDef } from "../../../resources/kit/types";

// Fills a generated create/edit form from a resource's declaration, the way a person would: the
// required fields get valid values derived from their type and limits. A field type with no filler
// fails the test, so a new kind of required field is noticed rather than skipped.

/** A value unique to this run that fits the field's length limits. */
export function textFor(field: FieldDef, prefix: string): string {
  const tag = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const max = field.maxLength ?? 200;
  const base = max >= prefix.length + 1 + tag.length ? `${prefix} ${tag}` : tag;
  return base.slice(0, max).padEnd(field.minLength ?? 1, "x");
}

export function numberFor(field: FieldDef): number {
  const low = field.min ?? 0;
  const high = field.max ?? low + 100;
  return Math.min(high, low + 7);
}

/** The form's required, visible, writable fields, in declaration order. */
export function requiredFields(def: ResourceDef): [string, FieldDef][] {
  return writableFields(def).filter(([, field]) => field.required && !field.hidden);
}

export type Filled = Record<string, string | number>;

/**
 * Fills one field. `choose` picks a reference or enum option by its visible label (a unique
 * reference needs a row no other record uses); without it the first option is taken.
 */
export async function fillField(
  page: Page,
  label: string,
  name: string,
  field: FieldDef,
  value: string | number | undefined,
  choose?: string,
): Promise<void> {
  const input = page.locator("form").getByLabel(label, { exact: true });
  switch (field.type) {
    case "string":
    case "text":
    case "email":
      await input.fill(String(value));
      return;
    case "integer":
    case "number":
      await input.fill(String(value));
      return;
    case "enum":
    case "icon":
    case "reference":
      await pickOption(page, input, choose);
      return;
    case "boolean":
      return; // A switch always holds a value: its declared default.
    case "date":
    case "datetime":
    case "time":
      // antd's picker takes typed text in its own format once confirmed with Enter (HH:mm for a time).
      await input.click();
      await input.fill(String(value));
      await input.press("Enter");
      return;
    default:
      throw new Error(
        `No form filler for required ${field.type} field "${name}": teach tests/e2e/support/declared-form.ts`,
      );
  }
}

async function pickOption(page: Page, input: Locator, label?: string): Promise<void> {
  // A required state starts on its first active row, whose label covers the input.
  await input.click({ force: true });
  if (label) await input.fill(label);
  const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  const option = label
    ? dropdown.locator(".ant-select-item-option", { hasText: label }).first()
    : dropdown.locator(".ant-select-item-option").first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(dropdown).toBeHidden();
}

/** A time of day the form's TimePicker takes as typed: a start, or a later end (FieldDef.notBefore). */
export function timeFor(field: FieldDef): string {
  return field.notBefore ? "10:30" : "09:00";
}

/** What a filled text field must show when the form opens again. */
export function textValues(def: ResourceDef, filled: Filled): [string, string][] {
  return Object.entries(filled)
    .filter(([name]) => ["string", "text", "email"].includes(def.fields[name].type))
    .map(([name, value]) => [name, String(value)]);
}
