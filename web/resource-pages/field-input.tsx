// Generated form widget of one field: the antd input for each declared FieldType,
// built from the field's declaration in resources/ (used by the create and edit form).
import type { FormItemProps } from "antd";
import { ColorPicker, DatePicker, Input, InputNumber, Select, Space, Switch, TimePicker } from "antd";
import type { Color } from "antd/es/color-picker";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { optionLabel } from "../../resources/kit/option-label";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import { ICON_NAMES, ResourceIcon } from "./icon-registry";
import { MoneyInput } from "./money-input";
import { ReferenceSelect } from "./reference-select";
import { OfferedReferenceSelect } from "./offered-reference-select";
import { labelsOf, MAX_TAGS } from "./tags";
import { dayjsOfTime, TIME_FORMAT, TIME_MINUTE_STEP } from "./time-value";
import { requiredOnInputOnly } from "../components/select-aria";

// Form.Item props that convert between the API's JSON values and what each widget holds.
export function formItemPropsFor(field: FieldDef): Partial<FormItemProps> {
  switch (field.type) {
    case "boolean":
      return { valuePropName: "checked" };
    case "color":
      return {
        getValueFromEvent: (color: Color | string) => (typeof color === "string" ? color : color.toHexString()),
      };
    case "references":
      // Never null: no rows chosen is an empty list.
      return { normalize: (value: unknown) => (Array.isArray(value) ? value : []) };
    case "tags":
      // Saved as the server keeps them: trimmed, no blanks, no repeats; none is an empty list.
      return { normalize: labelsOf };
    case "date":
    case "datetime":
      return {
        getValueProps: (value: unknown) => ({ value: value ? dayjs(String(value)) : undefined }),
        normalize: (value: Dayjs | null) =>
          value ? (field.type === "date" ? value.format("YYYY-MM-DD") : value.toISOString()) : null,
      };
    case "time":
      // The API speaks "HH:MM"; the picker holds a Dayjs of today at that time.
      return {
        getValueProps: (value: unknown) => ({ value: dayjsOfTime(value) }),
        normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : null),
      };
    default:
      return {};
  }
}

interface FieldInputProps {
  def: ResourceDef;
  name: string;
  field: FieldDef;
  /** Options of an enum left out (a closing state in a create form). */
  excludedOptions?: readonly string[];
  value?: unknown;
  onChange?: (value: unknown) => void;
  [key: string]: unknown;
}

// The widget for one declared field type; Form.Item injects value/onChange (or checked).
export function FieldInput({ def, name, field, excludedOptions, ...rest }: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const props = rest as Record<string, never>;
  const selectRef = requiredOnInputOnly(props.ref);
  switch (field.type) {
    case "text":
      return <Input.TextArea rows={3} maxLength={field.maxLength} showCount={Boolean(field.maxLength)} {...props} />;
    case "integer":
    case "number":
      return (
        <InputNumber
          style={{ width: "100%", maxWidth: 240 }}
          min={field.min}
          max={field.max}
          precision={field.type === "integer" ? 0 : undefined}
          {...props}
        />
      );
    case "boolean":
      return <Switch {...props} />;
    case "color":
      return <ColorPicker format="hex" disabledAlpha showText {...props} />;
    case "icon":
      return (
        <Select
          allowClear
          showSearch
          optionFilterProp="value"
          style={{ maxWidth: 320 }}
          options={ICON_NAMES.map((icon) => ({
            value: icon,
            label: (
              <Space>
                <ResourceIcon name={icon} />
                {icon}
              </Space>
            ),
          }))}
          {...props}
          {...selectRef}
        />
      );
    case "enum": {
      // A long list (countries) is searched by typing its labels.
      const long = (field.options?.length ?? 0) > 12;
      return (
        <Select
          allowClear={!field.required}
          style={{ maxWidth: 320 }}
          showSearch={long}
          optionFilterProp={long ? "label" : undefined}
          options={(field.options ?? [])
            .filter((option) => !excludedOptions?.includes(option))
            .map((option) => ({
              value: option,
              label: optionLabel(t, i18n.language, def.name, name, field, option),
            }))}
          {...props}
          {...selectRef}
        />
      );
    }
    case "date":
      // Wide enough for the placeholder ("Seleccionar fecha") and a date, never wider than a column.
      return <DatePicker format="L" style={{ width: "100%", maxWidth: 240 }} {...props} />;
    case "datetime":
      return <DatePicker showTime format="L LT" style={{ width: "100%", maxWidth: 280 }} {...props} />;
    case "time":
      return (
        <TimePicker
          format={TIME_FORMAT}
          minuteStep={TIME_MINUTE_STEP}
          allowClear={!field.required}
          style={{ width: "100%", maxWidth: 160 }}
          {...props}
        />
      );
    case "reference":
      if (field.offeredBy) return <OfferedReferenceSelect field={field} allowClear={!field.required} {...props} />;
      // Emptied, a field that defaults to its creator says what empty means: nobody (the unassigned pool).
      return (
        <ReferenceSelect
          resource={field.reference!}
          allowClear={!field.required}
          placeholder={field.creatorByDefault ? t("resource-pages:nobody") : undefined}
          activeOnly
          {...props}
        />
      );
    case "references":
      return (
        <ReferenceSelect
          resource={field.reference!}
          multiple
          allowClear
          activeOnly
          style={{ maxWidth: 520 }}
          {...props}
        />
      );
    case "tags":
      // Free labels: typed and confirmed with Enter or a comma; nothing to choose from.
      return (
        <Select
          mode="tags"
          allowClear
          tokenSeparators={[","]}
          options={[]}
          notFoundContent={null}
          open={false}
          maxCount={MAX_TAGS}
          style={{ maxWidth: 520 }}
          {...props}
          {...selectRef}
        />
      );
    // Never a body field: the form lays it out as its own upload (image-field.tsx).
    case "image":
      return null;
    case "money":
      return <MoneyInput min={field.min} max={field.max} {...props} />;
    case "email":
      return <Input type="email" maxLength={field.maxLength} autoComplete="off" {...props} />;
    default:
      return <Input maxLength={field.maxLength} {...props} />;
  }
}
