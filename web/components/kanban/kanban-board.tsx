// The one board every declared `board` (or named one of `boards`) gets (docs/architecture.md#one-declaration): a
// column per value of the board's column field, each loading and counting its own cards from the generic
// list, with the column totals the board declares; cards move by mouse, touch or keyboard
// (Space, arrows, Space) through one API call. Read-only without "edit".
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import { useCan } from "@refinedev/core";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type SensorDescriptor,
  type SensorOptions,
} from "@dnd-kit/core";
import { Empty, Spin } from "antd";
import { useTranslation } from "react-i18next";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { totalsOf } from "./board-totals";
import { boardFilters, cardDndId, columnQueryKey, splitColumnFilter, type FilterValue } from "./column-query";
import { boardAnnouncements, boardInstructions } from "./kanban-announcements";
import { CardBody } from "./kanban-card";
import { boardKeyboardCoordinates } from "./kanban-keyboard";
import { KanbanColumn } from "./kanban-column";
import { rowsOf, type ColumnPages } from "./kanban-order";
import { useBoardColumns, type BoardColumn } from "./use-board-columns";
import { useBoardTotals } from "./use-board-totals";
import { useBoardDrag } from "./use-board-drag";
import { useCardFlip } from "./use-card-flip";
import { useCardMove, type CardMove } from "./use-card-move";
import { closesRow, type ClosingDialog } from "../closing-dialog";
import { showPathFor } from "../../providers/resource-paths";
import styles from "./kanban.module.css";

export interface KanbanBoardProps {
  /** A resource that declares a `board` (or the named one shown). */
  def: ResourceDef;
  /** The board shown: the resource's main one by default. */
  board?: BoardDef;
  /** The name of a board of `boards` (its cards move through /move/<name>); none for the main one. */
  boardName?: string;
  /** What opening a card does (its show page by default). */
  onOpen?: (row: BaseRecord) => void;
  /** Filters the board is always narrowed by ({project_id: 5}). */
  fixedFilters?: Record<string, FilterValue>;
  /** Filters chosen in a filter bar; one on the column field chooses the columns shown. */
  filters?: readonly CrudFilter[];
  /** More of each card, after its fields (a ticket's SLA clock); keep it stable (cards are memoised). */
  cardExtra?: (row: BaseRecord) => ReactNode;
  /**
   * For an enum column: the value the API lists rows of no known option under, shown as a last column while it
   * holds any.
   */
  unknownValue?: string;
  /** The resource's close dialog (ResourceDef.closing): a card dropped on a closing column opens it, and stays. */
  closingDialog?: ClosingDialog;
}

/** A board fixed to one project does not repeat the project's name on every card. */
export function shownCardFields(
  def: ResourceDef,
  fixed: Record<string, FilterValue> | undefined,
  board: BoardDef = def.board!,
): string[] {
  const fixedFields = Object.keys(fixed ?? {});
  return board.card.fields.filter(
    (name) => !fixedFields.includes(name) && !fixedFields.includes(def.fields[name]?.lookup?.via ?? ""),
  );
}

const KEYBOARD_CODES = { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] };
/** A read-only board listens to nothing: no card can be picked up. */
const NO_SENSORS: SensorDescriptor<SensorOptions>[] = [];

export function KanbanBoard(props: KanbanBoardProps) {
  const { def, board: chosen, boardName, onOpen: open, fixedFilters, filters, cardExtra, unknownValue } = props;
  const CloseDialog = props.closingDialog;
  const board = chosen ?? (boardName ? def.boards?.[boardName] : def.board);
  if (!board) throw new Error(`${def.name} declares no board ${boardName ?? ""}`);
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const readOnly = !(useCan({ resource: def.name, action: "edit" }).data?.can ?? false);

  // Filters arrive as new arrays on every render of the page; the board keys its queries by content.
  const filterText = JSON.stringify([fixedFilters ?? {}, filters ?? []]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by filterText: the filters are new each render
  const { columns: only, cards: cardFilters } = useMemo(
    () => splitColumnFilter(board, boardFilters(fixedFilters, filters)),
    [board, filterText],
  );
  const { columns, loading } = useBoardColumns(def, only, { board, filters: cardFilters, unknownValue });
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by filterText: the filters are new each render
  const cardFields = useMemo(() => shownCardFields(def, fixedFilters, board), [def, board, filterText]);
  const { totals, queryKey: totalsKey } = useBoardTotals(def, board, boardName, cardFilters);
  const columnTotals = useMemo(
    () => new Map(columns.map((column) => [column.key, totalsOf(totals, column.key)])),
    [columns, totals],
  );

  const keyOf = useCallback(
    (column: BoardColumn) => [...columnQueryKey(def.name, board, column.value, cardFilters)],
    [def.name, board, cardFilters],
  );
  const idsOf = useCallback(
    (columnKey: string) => {
      const column = columns.find((c) => c.key === columnKey);
      return column ? rowsOf(queryClient.getQueryData<ColumnPages>(keyOf(column))).map((row) => cardDndId(row.id)) : [];
    },
    [columns, keyOf, queryClient],
  );
  const cardMove = useCardMove({ def, board, boardName, keyOf, totalsKey });
  // A card dropped on a closing column stays where it is while its close dialog asks; once
  // closed, the columns read it where the API put it.
  const [closingRow, setClosingRow] = useState<BaseRecord | null>(null);
  const move = useCallback(
    async (m: CardMove) => {
      if (!CloseDialog || !closesRow(def, board.column, m.from.value, m.to.value)) return cardMove(m);
      setClosingRow(m.row);
      return false;
    },
    [CloseDialog, def, board.column, cardMove],
  );
  const { drag, crossingFor, collisionDetection, handlers, justDropped } = useBoardDrag(columns, idsOf, move);
  const boardRef = useRef<HTMLDivElement>(null);
  useCardFlip(boardRef, def.name, Boolean(drag));

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press first, so a finger can still scroll the board and the columns.
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements(t, board.card.title, columns),
      screenReaderInstructions: boardInstructions(t),
    }),
    [t, board.card.title, columns],
  );
  const onOpen = useCallback(
    (row: BaseRecord) => {
      if (justDropped()) return;
      if (open) open(row);
      else {
        const path = showPathFor(def, row);
        if (path) navigate(path);
      }
    },
    [def, justDropped, navigate, open],
  );

  if (loading) return <Spin style={{ display: "block", margin: "48px auto" }} />;
  if (columns.length === 0) return <Empty description={t("kanban:board.noColumns")} />;

  return (
    <DndContext
      sensors={readOnly ? NO_SENSORS : sensors}
      collisionDetection={collisionDetection}
      accessibility={accessibility}
      {...handlers}
    >
      {/* The board scrolls sideways: a keyboard reaches it even when no card takes the focus (read-only). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a div keeps the board's layout; the role names it */}
      <div
        ref={boardRef}
        className={`${styles.board} ${readOnly ? styles.readOnly : ""}`}
        data-testid="kanban-board"
        data-read-only={readOnly || undefined}
        role="region"
        aria-label={t("kanban:board.label")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the board when no card is focusable
        tabIndex={0}
      >
        {columns.map((column) => (
          <KanbanColumn
            key={column.key}
            def={def}
            board={board}
            column={column}
            showTotals={totalsKey !== null}
            totals={columnTotals.get(column.key)}
            filters={cardFilters}
            cardFields={cardFields}
            readOnly={readOnly}
            crossing={crossingFor(column.key)}
            crossingRow={crossingFor(column.key)?.row ?? null}
            onOpen={onOpen}
            cardExtra={cardExtra}
          />
        ))}
      </div>
      {CloseDialog && closingRow && (
        <Suspense fallback={null}>
          <CloseDialog
            record={closingRow}
            open
            onClose={() => setClosingRow(null)}
            onClosed={() => void queryClient.invalidateQueries({ queryKey: ["data", "default", def.name] })}
          />
        </Suspense>
      )}
      <DragOverlay>
        {drag ? (
          <div className={`${styles.card} ${styles.overlay}`}>
            <CardBody def={def} board={board} row={drag.row} fields={cardFields} extra={cardExtra} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
