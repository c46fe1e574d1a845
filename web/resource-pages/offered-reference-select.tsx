// Generated picker for a reference declared `offeredBy` (resources/kit/field-def.ts): the rows
// the API says fit the values the form holds now (an offer of the chosen client and course).
import { Form, Select, type SelectProps } from "antd";
import type { BaseKey } from "@refinedev/core";
import type { FieldDef } from "../../resources/kit/types";
import { getResource } from "../../resources/registry";
import { useOfferedRows } from "./use-offered-rows";

interface OfferedReferenceSelectProps {
  field: FieldDef;
  value?: BaseKey | null;
  onChange?: (value: BaseKey | null) => void;
  allowClear?: boolean;
  [prop: string]: unknown;
}

export function OfferedReferenceSelect({ field, value, onChange, allowClear, ...rest }: OfferedReferenceSelectProps) {
  const offeredBy = field.offeredBy!;
  const form = Form.useFormInstance();
  const values =
    Form.useWatch(
      (all: Record<string, unknown>) => Object.fromEntries(offeredBy.by.map((name) => [name, all?.[name]])),
      form,
    ) ?? {};
  const { rows, loading } = useOfferedRows(offeredBy, values);
  const labelField = getResource(field.reference!)?.labelField ?? "id";
  return (
    <Select
      {...(rest as SelectProps)}
      loading={loading}
      allowClear={allowClear}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as BaseKey | undefined) ?? null)}
      // One that is no longer offered (a held offer, expired since) is not offered again.
      options={rows.map((row) => ({
        value: row.id as BaseKey,
        label: String(row[labelField] ?? row.id),
        disabled: row.available === false,
      }))}
      style={{ minWidth: 200, maxWidth: 520 }}
    />
  );
}
