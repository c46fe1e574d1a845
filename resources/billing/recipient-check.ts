// Who a complete invoice is made out to (RD 1619/2012, art. 6.1.d-e): the recipient's name, tax
// id and full address. F1 and the rectifying R1–R4 are complete invoices; a simplified one (F2,
// R5) may leave them out. One list for the API, which refuses to issue without them, and for
// the editor, which says what is missing before the click.

export const RECIPIENT_FIELDS = ["name", "tax_id", "address", "postal_code", "city", "province", "country"] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

export interface RecipientData {
  name?: unknown;
  tax_id?: unknown;
  tax_id_type?: unknown;
  address?: unknown;
  postal_code?: unknown;
  city?: unknown;
  province?: unknown;
  country?: unknown;
}

/** Whether an invoice of this kind must name its recipient whole. */
export function needsFullRecipient(kind: string): boolean {
  return kind === "F1" || /^R[1-4]$/.test(kind);
}

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** The fields a complete invoice needs and the client lacks; the province only in Spain, where it has one. */
export function missingRecipientFields(client: RecipientData): RecipientField[] {
  const country = filled(client.country) ? String(client.country) : null;
  return RECIPIENT_FIELDS.filter((field) => {
    if (field === "province" && country !== "ES") return false;
    if (field === "tax_id") return !filled(client.tax_id) || !filled(client.tax_id_type);
    return !filled(client[field]);
  });
}
