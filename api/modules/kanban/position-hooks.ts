import type { BoardDef, ResourceDef } from "../../../resources/index.js";
import type { WriteHookEntry } from "../../crud/write-hooks.js";
import { boardColumn, columnKey } from "./board-column.js";
import { lockColumns } from "./column-locks.js";
import { endPosition } from "./board-position.js";

/**
 * A card created without a position goes to the end of its column, and so does one whose
 * column is changed by a plain edit (the position is never in a body: the server keeps it).
 * A move sets the position itself and is left alone.
 */
export function positionHooks(def: ResourceDef, board: BoardDef): WriteHookEntry {
  const col = boardColumn(def, board);
  return {
    resource: def.name,
    hooks: {
      async beforeWrite(event) {
        if (event.action === "delete" || Object.hasOwn(event.values, col.order)) return;
        let value: unknown;
        if (event.action === "create") value = event.values[col.column] ?? def.fields[col.board.column].default ?? null;
        else if (
          Object.hasOwn(event.values, col.column)
          && event.values[col.column] !== event.before?.[col.board.column]
        )
          value = event.values[col.column];
        // No column, or a value the write itself will refuse (schema, foreign key): nothing to place.
        if (value === null || value === undefined || columnKey(col, value) === null) return;
        await lockColumns(event.trx, def, col, [value]);
        const cardId = event.action === "edit" && event.before ? Number(event.before.id) : null;
        event.values[col.order] = await endPosition(event.trx, def, col, value, cardId);
      },
    },
  };
}
