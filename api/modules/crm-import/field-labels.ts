import type { TFunction } from "i18next";

// A mapped field's name as the lead form shows it (status, campaign and owner by their id fields).
const LABEL_FIELD: Record<string, string> = {
  lead_status: "lead_status_id",
  campaign: "campaign_id",
  owner: "owner_id",
};

export function labelKey(field: string): string {
  return `resources:leads.fields.${LABEL_FIELD[field] ?? field}`;
}

export function fieldLabel(t: TFunction, field: string): string {
  return t(labelKey(field));
}
