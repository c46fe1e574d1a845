// One line of the editor: its inputs, what it comes to, and its buttons (drag handle, move up and
// down for the keyboard, remove). Changing the VAT sets the surcharge that goes with it.
import type { CSSProperties, ReactNode } from "react";
import { Button, Form, Input, InputNumber, Select, Space, Typography } from "antd";
import type { FormListFieldData } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from "@ant-design/icons";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import { SURCHARGE_RATES } from "../../../../resources/billing/billing-options";
import { EXEMPTION_GROUNDS } from "../../../../resources/billing/exemption-grounds";
import { MoneyInput } from "../../../resource-pages/money-input";
import { decimalSeparator, formatMoney } from "../../../resource-pages/money";
import { cellStyle, rowStyle, type LineCell } from "./line-layout";
import { EXEMPT, VAT_CHOICES, type VatChoice } from "./line-values";
import { formatRate } from "../format-rate";

interface LineRowProps {
  field: FormListFieldData;
  /** The line's own key (its drag-and-drop id). */
  lineKey: string;
  index: number;
  count: number;
  cells: readonly LineCell[];
  wide: boolean;
  exempt: boolean;
  surcharge: boolean;
  /** The line's base in cents, as the totals computed it. */
  base: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onVatChange: (index: number, vat: VatChoice) => void;
}

export function LineRow({
  field,
  lineKey,
  index,
  count,
  cells,
  wide,
  exempt,
  base,
  onMove,
  onRemove,
  onVatChange,
}: LineRowProps) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lineKey,
  });
  const n = index + 1;
  const label = (cell: string) => t(`billing:editor.lines.${cell}`);
  // On a phone each cell says what it is; on a wide screen the header above does.
  const item = (cell: LineCell, name: string, children: ReactNode, extra: Record<string, unknown> = {}) => (
    <div key={cell} style={cellStyle(cell, wide)}>
      <Form.Item
        name={[field.name, name]}
        label={wide ? undefined : label(cell)}
        style={{ marginBottom: wide ? 0 : 8 }}
        {...extra}
      >
        {children}
      </Form.Item>
    </div>
  );
  const aria = (cell: string) => t("billing:editor.lines.cellLabel", { field: label(cell), n });

  const content: Record<LineCell, () => ReactNode> = {
    handle: () => (
      <div key="handle" style={cellStyle("handle", wide)}>
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          style={{ cursor: "grab", marginTop: 4 }}
          aria-label={t("billing:editor.lines.drag", { n })}
          {...attributes}
          {...listeners}
        />
      </div>
    ),
    description: () =>
      item(
        "description",
        "description",
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={500}
          aria-label={aria("description")}
          data-testid="line-description"
        />,
        {
          rules: [{ required: true, whitespace: true, message: t("billing:editor.lines.descriptionRequired") }],
        },
      ),
    quantity: () =>
      item(
        "quantity",
        "quantity",
        <InputNumber
          style={{ width: "100%" }}
          step={1}
          decimalSeparator={decimalSeparator(i18n.language)}
          aria-label={aria("quantity")}
          data-testid="line-quantity"
        />,
        {
          rules: [{ required: true, message: t("billing:editor.lines.quantityRequired") }],
        },
      ),
    unit_price: () =>
      item(
        "unit_price",
        "unit_price",
        <MoneyInput style={{ maxWidth: "none" }} aria-label={aria("unit_price")} data-testid="line-price" />,
        {
          rules: [{ required: true, message: t("billing:editor.lines.priceRequired") }],
        },
      ),
    discount_percent: () =>
      item(
        "discount_percent",
        "discount_percent",
        <InputNumber
          style={{ width: "100%" }}
          min={0}
          max={100}
          decimalSeparator={decimalSeparator(i18n.language)}
          aria-label={aria("discount_percent")}
        />,
      ),
    vat: () =>
      item(
        "vat",
        "vat",
        <Select
          aria-label={aria("vat")}
          data-testid="line-vat"
          options={VAT_CHOICES.map((v) => ({
            value: v,
            label: v === EXEMPT ? t("billing:editor.lines.exempt") : formatRate(v, i18n.language),
          }))}
          onChange={(v: VatChoice) => onVatChange(index, v)}
        />,
      ),
    exemption: () =>
      exempt ? (
        item(
          "exemption",
          "exemption_ground",
          // The article in the box, the article and what it covers in the list.
          <Select
            aria-label={aria("exemption")}
            data-testid="line-exemption"
            showSearch
            optionFilterProp="label"
            optionLabelProp="short"
            popupMatchSelectWidth={false}
            options={EXEMPTION_GROUNDS.map((g) => ({
              value: g.key,
              label: t(`billing:exemptionGrounds.${g.key}`),
              short: g.article ? `art. ${g.article}` : t("billing:editor.lines.otherGround"),
            }))}
          />,
          { rules: [{ required: true, message: t("billing:editor.lines.exemptionRequired") }] },
        )
      ) : wide ? (
        // Holds the column under its header; a phone's wrapped cells need no placeholder.
        <div key="exemption" style={cellStyle("exemption", wide)} />
      ) : null,
    surcharge_rate: () =>
      item(
        "surcharge_rate",
        "surcharge_rate",
        <Select
          aria-label={aria("surcharge_rate")}
          disabled={exempt}
          options={SURCHARGE_RATES.map((r) => ({ value: r, label: formatRate(r, i18n.language) }))}
        />,
      ),
    base: () => (
      <div
        key="base"
        style={{
          ...cellStyle("base", wide),
          textAlign: "right",
          paddingTop: wide ? 5 : 0,
          paddingBottom: wide ? 0 : 12,
        }}
      >
        {!wide && <Typography.Text type="secondary">{label("base")}: </Typography.Text>}
        <Typography.Text strong data-testid="line-base">
          {formatMoney(base, i18n.language)}
        </Typography.Text>
      </div>
    ),
    actions: () => (
      <div key="actions" style={{ ...cellStyle("actions", wide), paddingBottom: wide ? 0 : 8 }}>
        <Space size={2} style={{ justifyContent: "flex-end", width: "100%" }}>
          {!wide && (
            <Button
              ref={setActivatorNodeRef}
              size="small"
              type="text"
              icon={<HolderOutlined />}
              aria-label={t("billing:editor.lines.drag", { n })}
              {...attributes}
              {...listeners}
            />
          )}
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t("billing:editor.lines.up", { n })}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            aria-label={t("billing:editor.lines.down", { n })}
            onClick={() => onMove(index, index + 1)}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t("billing:editor.lines.remove", { n })}
            onClick={() => onRemove(index)}
            data-testid="line-remove"
          />
        </Space>
      </div>
    ),
  };

  const style: CSSProperties = {
    ...rowStyle(wide),
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 2 : undefined,
    background: isDragging ? "#fafafa" : undefined,
    padding: wide ? "8px 0" : 12,
    borderBottom: wide ? "1px solid #f0f0f0" : undefined,
    border: wide ? undefined : "1px solid #f0f0f0",
    borderRadius: wide ? undefined : 8,
    marginBottom: wide ? 0 : 12,
  };
  return (
    <div ref={setNodeRef} style={style} data-testid="invoice-line" data-line-key={lineKey}>
      {cells.map((cell) => content[cell]())}
    </div>
  );
}
