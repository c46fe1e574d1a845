// What a screen reader hears while a card is dragged (dnd-kit's live region), in the user's language.
import type { Active, Announcements, Over, ScreenReaderInstructions } from "@dnd-kit/core";
import type { BaseRecord } from "@refinedev/core";
import type { Translate } from "../../resource-pages/form-rules";
import type { BoardColumn } from "./use-board-columns";

export function boardAnnouncements(t: Translate, titleField: string, columns: readonly BoardColumn[]): Announcements {
  const card = (active: Active) => {
    const row = active.data.current?.row as BaseRecord | undefined;
    return String(row?.[titleField] ?? active.id);
  };
  const column = (over: Over | null) => {
    const key = over?.data.current?.columnKey as string | undefined;
    return columns.find((c) => c.key === key)?.label;
  };
  return {
    onDragStart: ({ active }) => t("kanban:announce.start", { card: card(active) }),
    onDragOver: ({ active, over }) => {
      // Over its own place right after being picked up: let "picked up" be heard.
      if (over?.id === active.id) return undefined;
      const target = column(over);
      return target
        ? t("kanban:announce.over", { card: card(active), column: target })
        : t("kanban:announce.outside", { card: card(active) });
    },
    onDragEnd: ({ active, over }) => {
      const target = column(over);
      return target
        ? t("kanban:announce.dropped", { card: card(active), column: target })
        : t("kanban:announce.cancelled", { card: card(active) });
    },
    onDragCancel: ({ active }) => t("kanban:announce.cancelled", { card: card(active) }),
  };
}

export function boardInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t("kanban:announce.instructions") };
}
