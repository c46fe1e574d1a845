import type { ColumnType } from "kysely";
import type { FieldDef } from "../../resources/kit/types.js";

// A declared resource's table, derived from its declaration's field types: the declaration is
// the only place a resource's columns are written down. Both drivers parse int8 and numeric as
// numbers and a date as 'YYYY-MM-DD' (database.ts); timestamptz comes back as a Date.

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A question's option as a jsonb column keeps it (api/crud/list-values.ts). */
export interface StoredChoice {
  id?: string;
  label: string;
  points: number;
}

type EnumValue<F> = F extends { unknown: string }
  ? string
  : F extends { options: readonly (infer O extends string)[] }
    ? string extends O
      ? string
      : O
    : string;

/** What a column of a field's type holds when read. */
type Stored<F extends FieldDef> = F["type"] extends "integer" | "number" | "money" | "reference"
  ? number
  : F["type"] extends "boolean"
    ? boolean
    : F["type"] extends "datetime"
      ? Date
      : F["type"] extends "references"
        ? number[]
        : F["type"] extends "tags"
          ? string[]
          : F["type"] extends "choices"
            ? StoredChoice[]
            : F["type"] extends "enum"
              ? EnumValue<F>
              : string;

/**
 * What a write may hand it: a Date or an ISO string for a moment; any string for an enum, which
 * the API's validation and the column's CHECK (migrations) hold to its options, as hand-written
 * modules pass on values read from bodies and rows.
 */
type Written<F extends FieldDef> = F["type"] extends "datetime"
  ? Date | string
  : F["type"] extends "enum"
    ? string
    : Stored<F>;

/**
 * A required field is never null; one with a default may be left out of an insert (the column's
 * default); any other may be null. Server-kept columns the declaration cannot tell about
 * (NOT NULL with a database default) are told in schema.ts.
 */
type Column<F extends FieldDef> = F extends { required: true }
  ? ColumnType<Stored<F>, Written<F>, Written<F>>
  : F extends { default: string | number | boolean }
    ? ColumnType<Stored<F>, Written<F> | undefined, Written<F>>
    : ColumnType<Stored<F> | null, Written<F> | null | undefined, Written<F> | null>;

/** Computed when read (a count, a lookup, a ratio, a mapped value): no column. */
type Computed = { count: object } | { lookup: object } | { ratio: object } | { mapped: object };

type ColumnName<K, F> = F extends { column: infer C extends string } ? C : K;

/** The columns every table carries (define-resource.ts SYSTEM_FIELDS). */
export interface SystemColumns {
  id: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The Kysely table interface of a declaration (`typeof` its defineResource result). */
export type ResourceTable<D extends { fields: Record<string, FieldDef> }> = SystemColumns & {
  [K in keyof D["fields"] as D["fields"][K] extends Computed ? never : ColumnName<K, D["fields"][K]>]: Column<
    D["fields"][K]
  >;
};

/** `T` with the columns `P` tells better or adds (what no declaration says). */
export type Refined<T, P> = Omit<T, keyof P> & P;

export type { Timestamp };
