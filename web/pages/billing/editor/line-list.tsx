// The editor's lines: a Form.List whose rows are dragged into order (mouse, touch, or the
// keyboard on the handle: Space, arrows, Space) or moved with the up and down buttons; the order
// shown is the order saved. A header names the columns on a wide screen.
import { Button, Form, Grid, Typography } from "antd";
import type { FormInstance } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTranslation } from "react-i18next";
import type { LineAmounts } from "../../../../resources/billing/invoice-totals";
import { cellStyle, rowStyle, shownCells } from "./line-layout";
import { LineRow } from "./line-row";
import { EXEMPT, newLine, surchargeFor, type LineValues, type VatChoice } from "./line-values";

interface LineListProps {
  form: FormInstance;
  lines: LineValues[];
  amounts: LineAmounts[];
  surcharge: boolean;
}

export function LineList({ form, lines, amounts, surcharge }: LineListProps) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().lg ?? false;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const anyExempt = lines.some((line) => line?.vat === EXEMPT);
  const cells = shownCells({ anyExempt, surcharge, wide });
  const setVat = (index: number, vat: VatChoice) => {
    form.setFieldValue(["lines", index, "surcharge_rate"], surcharge ? surchargeFor(vat) : 0);
    if (vat !== EXEMPT) form.setFieldValue(["lines", index, "exemption_ground"], null);
  };

  return (
    <Form.List name="lines">
      {(fields, { add, remove, move }, { errors }) => {
        // Read from the form, not the watched copy: a line just added has its key at once.
        const keys = fields.map((field) => String(form.getFieldValue(["lines", field.name, "key"]) ?? field.key));
        // What a screen reader hears while a line is moved with the keyboard, by line numbers.
        const n = (id: UniqueIdentifier | undefined) => keys.indexOf(String(id)) + 1;
        const announcements: Announcements = {
          onDragStart: ({ active }) => t("billing:editor.lines.announce.picked", { n: n(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t("billing:editor.lines.announce.over", { n: n(active.id), to: n(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t("billing:editor.lines.announce.dropped", { n: n(active.id), to: n(over.id) })
              : t("billing:editor.lines.announce.cancelled", { n: n(active.id) }),
          onDragCancel: ({ active }) => t("billing:editor.lines.announce.cancelled", { n: n(active.id) }),
        };
        const onDragEnd = ({ active, over }: DragEndEvent) => {
          if (!over || active.id === over.id) return;
          move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
        };
        return (
          <div data-testid="invoice-lines">
            {wide && fields.length > 0 && (
              <div style={{ ...rowStyle(true), borderBottom: "1px solid #f0f0f0", paddingBottom: 6 }} aria-hidden>
                {cells.map((cell) => (
                  <div
                    key={cell}
                    style={{ ...cellStyle(cell, true), textAlign: cell === "base" ? "right" : undefined }}
                  >
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {cell === "handle" || cell === "actions" ? "" : t(`billing:editor.lines.${cell}`)}
                    </Typography.Text>
                  </div>
                ))}
              </div>
            )}
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements,
                screenReaderInstructions: { draggable: t("billing:editor.lines.announce.instructions") },
              }}
            >
              <SortableContext items={keys} strategy={verticalListSortingStrategy}>
                {fields.map((field, index) => (
                  <LineRow
                    key={keys[index]}
                    field={field}
                    lineKey={keys[index]}
                    index={index}
                    count={fields.length}
                    cells={cells}
                    wide={wide}
                    exempt={lines[field.name]?.vat === EXEMPT}
                    surcharge={surcharge}
                    base={amounts[index]?.base ?? 0}
                    onMove={move}
                    onRemove={remove}
                    onVatChange={setVat}
                  />
                ))}
              </SortableContext>
            </DndContext>
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(newLine(surcharge))}
              style={{ marginTop: 12 }}
              block={!wide}
              data-testid="line-add"
            >
              {t("billing:editor.lines.add")}
            </Button>
          </div>
        );
      }}
    </Form.List>
  );
}
