// Per-row permissions (`_can`) the API sends with every row it reads: whether the signed-in user
// may edit or delete that very row, computed by the API with the row scope its writes use (a
// commercial user edits only the projects it manages). The role-level check (useCan) still
// applies first; a row read without `_can` (the answer of a write) is judged by the role alone.
export type RowAction = "edit" | "delete";

export function rowAllows(row: Record<string, unknown> | null | undefined, action: RowAction): boolean {
  const can = row?._can;
  if (!can || typeof can !== "object") return true;
  return (can as Record<string, unknown>)[action] !== false;
}
