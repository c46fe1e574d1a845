// A board card: the declared title and card fields, and the tags of a row overdue or stale. The
// body is memoised on its row, so a drag (which re-renders every sortable wrapper) never
// re-renders the content of a card that did not change.
import { memo, type KeyboardEvent, type ReactNode } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { isOverdue } from "../../../resources/kit/overdue";
import { CardField, cardFieldKind } from "./card-field";
import { cardDndId } from "./column-query";
import { OverdueTag } from "../overdue/overdue-tag";
import { stalenessOf } from "./stale";
import { StaleTag } from "./stale-tag";
import styles from "./kanban.module.css";

interface CardBodyProps {
  def: ResourceDef;
  board: BoardDef;
  row: BaseRecord;
  /** The card fields shown (the declared ones, less those every card of the board shares). */
  fields: readonly string[];
  /** More of the card, after its fields (a ticket's SLA clock). */
  extra?: (row: BaseRecord) => ReactNode;
}

export const CardBody = memo(function CardBody({ def, board, row, fields, extra }: CardBodyProps) {
  const { card } = board;
  const byKind = (kind: ReturnType<typeof cardFieldKind>) => fields.filter((name) => cardFieldKind(def, name) === kind);
  const tags = byKind("tag");
  const overdue = isOverdue(def, row);
  const stale = board.staleAt ? stalenessOf(row[board.staleAt]) : null;
  return (
    <>
      <div className={styles.cardTitle}>{String(row[card.title] ?? row.id)}</div>
      {byKind("line").map((name) => (
        <CardField key={name} def={def} name={name} value={row[name]} />
      ))}
      {(tags.length > 0 || overdue || stale) && (
        <div className={styles.tags}>
          {tags.map((name) => (
            <CardField key={name} def={def} name={name} value={row[name]} />
          ))}
          {overdue && <OverdueTag def={def} row={row} className={styles.tag} />}
          {stale && <StaleTag staleness={stale} className={styles.tag} />}
        </div>
      )}
      {byKind("bar").map((name) => (
        <CardField key={name} def={def} name={name} value={row[name]} />
      ))}
      {extra?.(row)}
    </>
  );
});

interface KanbanCardProps {
  def: ResourceDef;
  board: BoardDef;
  row: BaseRecord;
  fields: readonly string[];
  columnKey: string;
  readOnly: boolean;
  onOpen: (row: BaseRecord) => void;
  extra?: (row: BaseRecord) => ReactNode;
}

export const KanbanCard = memo(function KanbanCard({
  def,
  board,
  row,
  fields,
  columnKey,
  readOnly,
  onOpen,
  extra,
}: KanbanCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isSorting, activeIndex } = useSortable({
    id: cardDndId(row.id),
    data: { columnKey, row },
    disabled: readOnly,
    attributes: { roleDescription: t("kanban:card.role") },
  });
  const stale = Boolean(board.staleAt && stalenessOf(row[board.staleAt]));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    // Enter opens the record; Space picks the card up (and Enter also drops it while dragging).
    if (event.key === "Enter" && !event.defaultPrevented && !isSorting) onOpen(row);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a button
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: dnd-kit's attributes give it the role
    <div
      ref={setNodeRef}
      // Only the column holding the dragged card animates: dnd-kit gives every card a transition
      // while anything is dragged, a style change on a thousand cards for nothing.
      style={activeIndex >= 0 ? { transform: CSS.Translate.toString(transform), transition } : undefined}
      className={`${styles.card} ${isDragging ? styles.placeholder : ""} ${stale ? styles.stale : ""}`}
      data-testid="kanban-card"
      data-card-id={String(row.id)}
      data-stale={stale || undefined}
      data-locked={readOnly || undefined}
      {...attributes}
      {...listeners}
      aria-label={String(row[board.card.title] ?? row.id)}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(row)}
    >
      <CardBody def={def} board={board} row={row} fields={fields} extra={extra} />
    </div>
  );
});
