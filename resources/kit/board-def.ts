// A board a declaration puts over its rows: columns by a field, cards in order.
/**
 * A kanban board over a resource: one column per value of `column` (a reference to an ordered
 * resource, or an enum), cards ordered by the integer field `order`, showing `card` fields.
 * A move sets column and position in one call: POST /api/<name>/<id>/move.
 */
export interface BoardDef<N extends string = string> {
  column: N;
  order: N;
  card: { title: N; fields: readonly N[] };
  /** List filters a board may be narrowed by (a project's tasks). */
  filters?: readonly N[];
  /**
   * Column totals in each header: the sum of `value` and of value × `probability` / 100
   * (GET /api/<name>/board-totals).
   */
  totals?: { value: N; probability?: N };
  /** A datetime field: once it is past, the card is marked stale (a lead rotting in its stage). */
  staleAt?: N;
}
