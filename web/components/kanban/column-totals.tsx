// The money line of a column header (BoardDef.totals): the column's total value and, when the
// board weighs it by a probability, the weighted value (what the column is expected to bring).
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import type { BoardDef, ResourceDef } from "../../../resources/kit/types";
import { formatMoney } from "../../resource-pages/money";
import type { ColumnTotals } from "./board-totals";
import styles from "./kanban.module.css";

/** A header's sum: no cents when there are none to show ("23.000 €", "12,50 €"). */
export function formatTotal(cents: number, lang: string): string {
  return formatMoney(cents, lang, { decimals: "auto" });
}

interface ColumnTotalsLineProps {
  def: ResourceDef;
  board: BoardDef;
  /** Undefined while they load. */
  totals: ColumnTotals | undefined;
}

export function ColumnTotalsLine({ def, board, totals }: ColumnTotalsLineProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number | undefined) => (cents === undefined ? "…" : formatTotal(cents, i18n.language));
  const field = t(`resources:${def.name}.fields.${board.totals!.value}`);
  return (
    <div className={styles.totals} data-testid="kanban-column-totals">
      <Tooltip title={t("crm-boards:totals.valueHint", { field })}>
        <span>
          {t("crm-boards:totals.value")}{" "}
          <span className={styles.totalValue} data-testid="kanban-column-value">
            {money(totals?.value)}
          </span>
        </span>
      </Tooltip>
      {board.totals!.probability && (
        <Tooltip title={t("crm-boards:totals.weightedHint")}>
          <span>
            {t("crm-boards:totals.weighted")}{" "}
            <span className={styles.totalValue} data-testid="kanban-column-weighted">
              {money(totals?.weighted)}
            </span>
          </span>
        </Tooltip>
      )}
    </div>
  );
}
