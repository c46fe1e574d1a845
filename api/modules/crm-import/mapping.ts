import type { FieldError } from "../../errors.js";
import { translator } from "../../i18n.js";
import { plain } from "./cell-values.js";
import { labelKey } from "./field-labels.js";
import { MAPPABLE_FIELDS, type MappableField, type Mapping } from "../../../resources/crm/lead-import-fields.js";

// Which column of the file feeds which lead field. Upload answers a guess from the headers
// (in Spanish or English, the field's own label or a usual synonym); the user corrects it.

const SYNONYMS: Record<MappableField, string[]> = {
  name: ["name", "nombre", "full name", "nombre completo", "contact", "contacto", "contact name", "lead"],
  email: ["email", "e mail", "mail", "correo", "correo electronico", "email address"],
  phone: ["phone", "telefono", "tel", "movil", "mobile", "celular", "phone number"],
  company: ["company", "empresa", "compania", "organization", "organizacion", "razon social", "account", "cuenta"],
  source: ["source", "origen", "fuente", "lead source"],
  estimated_value: [
    "estimated value",
    "valor estimado",
    "value",
    "valor",
    "importe",
    "amount",
    "presupuesto",
    "budget",
  ],
  likelihood: ["likelihood", "probabilidad nivel", "nivel", "level", "posibilidad"],
  probability: ["probability", "probabilidad", "probability %", "probabilidad %", "%"],
  next_action_date: [
    "next action",
    "next action date",
    "proxima accion",
    "fecha proxima accion",
    "seguimiento",
    "follow up",
    "follow up date",
  ],
  lead_status: ["status", "estado", "lead status", "estado del lead"],
  campaign: ["campaign", "campana", "campaign name"],
  owner: ["owner", "responsable", "propietario", "comercial", "owner email", "assigned to", "asignado a", "sales rep"],
};

// Each field's words: its synonyms and its label in both languages, compared without accents.
const NAMES: [MappableField, Set<string>][] = MAPPABLE_FIELDS.map((field) => {
  const labels = (["es", "en"] as const).map((lang) => translator(lang)(labelKey(field)));
  return [field, new Set([...SYNONYMS[field], ...labels].map(plain))];
});

/**
 * Exact names first, then a header that starts with one ("Email (trabajo)", "Teléfono móvil");
 * a column feeds one field at most, a field takes the first column that fits.
 */
export function guessMapping(columns: readonly string[]): Mapping {
  const mapping: Mapping = {};
  const used = new Set<string>();
  const pass = (fits: (header: string, names: Set<string>) => boolean) => {
    for (const [field, names] of NAMES) {
      if (mapping[field]) continue;
      const column = columns.find((c) => !used.has(c) && fits(plain(c), names));
      if (column) {
        mapping[field] = column;
        used.add(column);
      }
    }
  };
  pass((header, names) => names.has(header));
  pass((header, names) => [...names].some((n) => n.length > 2 && header.startsWith(`${n} `)));
  return mapping;
}

/** A mapping must name columns of this file, each once, and map the lead's name. */
export function mappingErrors(mapping: Mapping, columns: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  if (!mapping.name) errors.push({ key: "crm-import-api:nameUnmapped" });
  const seen = new Set<string>();
  for (const column of Object.values(mapping)) {
    if (column === undefined) continue;
    if (!columns.includes(column)) errors.push({ key: "crm-import-api:unknownColumn", params: { column } });
    else if (seen.has(column)) errors.push({ key: "crm-import-api:columnTwice", params: { column } });
    seen.add(column);
  }
  return errors;
}
