import type { SystemFieldName } from "./define-resource.js";
import type { Fields, ResourceDef } from "./types.js";

// The rows of a declared resource as the API answers and takes them, read from the declaration's
// type (defineResource keeps every field's literal type): `RowOf<typeof invoices>`. The same rules
// as the API's JSON schemas (api/crud/json-schema.ts), so a page never writes a row type by hand.

/** One option of a `choices` field (a question's answers). */
export interface Choice {
  id: string;
  label: string;
  points: number;
}

/** The permissions a read adds to each row (api/crud/row-permissions.ts). */
export interface RowCan {
  edit: boolean;
  delete: boolean;
}

type TextType = "string" | "text" | "email" | "color" | "icon" | "date" | "datetime" | "time" | "image";
type NumberType = "integer" | "number" | "money" | "reference";

/** A field's value, null aside: an enum is the union of its options. */
export type ValueOf<D> = D extends { type: infer T }
  ? T extends TextType
    ? string
    : T extends NumberType
      ? number
      : T extends "boolean"
        ? boolean
        : T extends "enum"
          ? D extends { options: readonly (infer O extends string)[] }
            ? O
            : string
          : T extends "references"
            ? number[]
            : T extends "tags"
              ? string[]
              : T extends "choices"
                ? Choice[]
                : never
  : never;

/** Never null: a required field, one with a default, a list (empty is "none"), a bookkeeping column. */
type AlwaysSet<D, K> = K extends SystemFieldName
  ? true
  : D extends { required: true }
    ? true
    : D extends { default: string | number | boolean }
      ? true
      : D extends { type: "references" | "tags" | "choices" }
        ? true
        : false;

type Computed = { count: object } | { lookup: object } | { ratio: object } | { mapped: object };
/** The server's values, never taken in a body (isServerField). */
type ServerSet<D> = D extends { readOnly: true } | { currentUser: true } | { type: "image" } | Computed ? true : false;
type StaffOnly<D> = D extends { staffOnly: true } ? true : false;

type Answered<F, K extends keyof F> = AlwaysSet<F[K], K> extends true ? ValueOf<F[K]> : ValueOf<F[K]> | null;
type KeysWhere<F, Server extends boolean, Staff extends boolean> = {
  [K in keyof F]: [ServerSet<F[K]>, StaffOnly<F[K]>] extends [Server, Staff] ? K : never;
}[keyof F];

type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The fields of a resource, by its declaration's type. */
export type FieldsOf<R> = R extends ResourceDef<infer F, string> ? F : never;

/**
 * A row as the API answers it: each field's type, null unless always set; the server's fields
 * read-only; staff-only fields absent for a client reader; `_can` with reads.
 */
export type RowOf<R> = RowFrom<FieldsOf<R>>;
type RowFrom<F extends Fields> = Flat<
  { -readonly [K in KeysWhere<F, false, false>]: Answered<F, K> } & {
    readonly [K in KeysWhere<F, true, false>]: Answered<F, K>;
  } & { -readonly [K in KeysWhere<F, false, true>]?: Answered<F, K> } & {
    readonly [K in KeysWhere<F, true, true>]?: Answered<F, K>;
  } & { _can?: RowCan }
>;

type Writable<F> = { [K in keyof F]: ServerSet<F[K]> extends true ? never : K }[keyof F];
/** Required in a create: required and with no default to fall back on. */
type Demanded<D> = D extends { required: true }
  ? D extends { default: string | number | boolean }
    ? false
    : true
  : false;

/** A create's body: the writable fields, those required (and with no default) required. */
export type CreateOf<R> = CreateFrom<FieldsOf<R>>;
type CreateFrom<F extends Fields> = Flat<
  { -readonly [K in Writable<F> as Demanded<F[K]> extends true ? K : never]: Answered<F, K> } & {
    -readonly [K in Writable<F> as Demanded<F[K]> extends true ? never : K]?: Answered<F, K>;
  }
>;

/** A PATCH's body: any writable field, and the version read (a different one answers 409). */
export type PatchOf<R> = Flat<Partial<CreateOf<R>> & { version?: number }>;

/** The declared names of a resource's enum field's options. */
export type OptionOf<R, K extends keyof FieldsOf<R>> = ValueOf<FieldsOf<R>[K]>;
