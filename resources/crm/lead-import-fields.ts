// The lead fields a column of an imported file may fill (docs/crm-api.md, Import), in the order the
// mapping step lists them: the API guesses, checks and writes them, the web's wizard maps them.
export const MAPPABLE_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "source",
  "estimated_value",
  "likelihood",
  "probability",
  "next_action_date",
  "lead_status",
  "campaign",
  "owner",
] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];

/** Target field → the file's column header. */
export type Mapping = Partial<Record<MappableField, string>>;
