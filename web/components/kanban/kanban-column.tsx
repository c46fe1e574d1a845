// One board column: its header with the API's count (and, on a board with totals, its money),
// and its own scrolling list of cards, the next page loaded when the list is scrolled to its end. While a card
// crosses into or out of it,
// the column shows the card where it would land.
import { memo, useCallback, useMemo, useRef, type ReactNode, type UIEvent } from "react";
import type { BaseRecord, LogicalFilter } from "@refinedev/core";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Button, Spin } from "antd";
import { useTranslation } from "react-i18next";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import type { ColumnTotals } from "./board-totals";
import { ColumnTotalsLine } from "./column-totals";
import { cardDndId, columnDndId } from "./column-query";
import { KanbanCard } from "./kanban-card";
import { shownIds, type Crossing } from "./kanban-order";
import type { BoardColumn } from "./use-board-columns";
import { useColumnCards } from "./use-column-cards";
import { useWindowedCards } from "./use-windowed-cards";
import { rowAllows } from "../../providers/access-row-permissions";
import styles from "./kanban.module.css";
import { VISUALLY_HIDDEN } from "../visually-hidden";

/** How close to the end of the list (px) the next page is asked for. */
const LOAD_AHEAD = 160;

interface KanbanColumnProps {
  def: ResourceDef;
  board: BoardDef;
  column: BoardColumn;
  /** Whether the header shows the column's money (a board with totals, filtered as they allow). */
  showTotals: boolean;
  /** This column's totals (undefined while they load). */
  totals: ColumnTotals | undefined;
  filters: readonly LogicalFilter[];
  cardFields: readonly string[];
  readOnly: boolean;
  /** The card crossing in or out of this column (null when none concerns it), and its row. */
  crossing: Crossing | null;
  crossingRow: BaseRecord | null;
  onOpen: (row: BaseRecord) => void;
  /** More of a card, after its fields (a ticket's SLA clock). */
  cardExtra?: (row: BaseRecord) => ReactNode;
}

export const KanbanColumn = memo(function KanbanColumn({
  def,
  board,
  column,
  showTotals,
  totals,
  filters,
  cardFields,
  readOnly,
  crossing,
  crossingRow,
  onOpen,
  cardExtra,
}: KanbanColumnProps) {
  const { t } = useTranslation();
  const { rows, total, loading, hasMore, loadingMore, loadMore } = useColumnCards(def, board, column.value, filters);
  const { setNodeRef } = useDroppable({
    id: columnDndId(column.key),
    data: { columnKey: column.key },
    disabled: readOnly || column.stray,
  });

  const byId = useMemo(() => new Map(rows.map((row) => [cardDndId(row.id), row])), [rows]);
  const ownIds = useMemo(() => rows.map((row) => cardDndId(row.id)), [rows]);
  const ids = useMemo(() => shownIds(column.key, ownIds, crossing), [column.key, ownIds, crossing]);
  const rowOf = (id: string) => byId.get(id) ?? (crossing && id === crossing.cardId ? crossingRow : undefined);
  const listRef = useRef<HTMLDivElement | null>(null);
  const listNode = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  const windowed = useWindowedCards(ids, listRef);
  const shownTotal = total + (crossing && crossing.from !== crossing.to ? (crossing.to === column.key ? 1 : -1) : 0);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (hasMore && !loadingMore && list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_AHEAD)
      void loadMore();
  };

  // A stray column shows only while it holds cards (and while one of them is being dragged out).
  if (column.stray && (loading || total === 0) && !crossing) return null;

  return (
    <section
      className={styles.column}
      style={column.color ? { borderTopColor: column.color } : undefined}
      data-testid="kanban-column"
      data-column-id={column.key}
      aria-label={column.label}
    >
      <header className={styles.columnHeader}>
        <span className={styles.columnTitle} title={column.label}>
          {column.label}
        </span>
        {/* A plain span may not carry a name: the figure is for the eye, its words for screen readers. */}
        <span className={styles.count} data-testid="kanban-column-count" aria-hidden>
          {loading ? "…" : shownTotal}
        </span>
        {!loading && <span style={VISUALLY_HIDDEN}>{t("kanban:column.count", { count: shownTotal })}</span>}
      </header>
      {showTotals && <ColumnTotalsLine def={def} board={board} totals={totals} />}
      <div ref={listNode} className={styles.list} onScroll={onScroll}>
        <SortableContext
          id={columnDndId(column.key)}
          items={ids}
          strategy={verticalListSortingStrategy}
          disabled={readOnly}
        >
          {windowed.before > 0 && <div aria-hidden style={{ height: windowed.before, flex: "none" }} />}
          {windowed.shown.map(({ id, index }) => {
            const row = rowOf(id);
            if (!row) return null;
            const card = (
              <KanbanCard
                key={id}
                def={def}
                board={board}
                row={row}
                fields={cardFields}
                columnKey={column.key}
                readOnly={readOnly || !rowAllows(row, "edit")}
                onOpen={onOpen}
                extra={cardExtra}
              />
            );
            return windowed.measure ? (
              <div key={id} data-index={index} ref={windowed.measure}>
                {card}
              </div>
            ) : (
              card
            );
          })}
          {windowed.after > 0 && <div aria-hidden style={{ height: windowed.after, flex: "none" }} />}
        </SortableContext>
        {loading && <Spin size="small" style={{ padding: 16 }} />}
        {!loading && ids.length === 0 && <div className={styles.empty}>{t("kanban:column.empty")}</div>}
        {hasMore && (
          <div className={styles.more}>
            <Button size="small" type="link" loading={loadingMore} onClick={() => void loadMore()}>
              {t("kanban:column.more", { count: total - rows.length })}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
});
