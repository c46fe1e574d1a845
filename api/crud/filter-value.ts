import { isTimeOfDay, type FieldDef } from "../../resources/index.js";
import { badRequest } from "../errors.js";
import { INT4_MAX, INT4_MIN } from "./field-kinds.js";

export type FilterValue = string | number | boolean;

/** Longer than any declared column: a longer value cannot match and only costs work. */
export const MAX_FILTER_VALUE_LENGTH = 1000;

const INTEGER = /^[+-]?\d{1,10}$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,3})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

// A query-string value becomes a typed parameter, or a 400 naming the parameter: a value the
// column could not hold must not reach the database as a cast error.
export function parseFilterValue(field: FieldDef, raw: string, param: string): FilterValue {
  const invalid = () => badRequest("errors:invalidFilterValue", { field: param });
  if (raw.length > MAX_FILTER_VALUE_LENGTH || raw.includes("\u0000")) throw invalid();
  switch (field.type) {
    case "integer":
    case "reference":
    case "references": {
      const n = Number(raw);
      if (!INTEGER.test(raw) || n < INT4_MIN || n > INT4_MAX) throw invalid();
      return n;
    }
    case "money": {
      const n = Number(raw);
      if (!/^[+-]?\d{1,15}$/.test(raw) || !Number.isSafeInteger(n)) throw invalid();
      return n;
    }
    case "number": {
      const n = Number(raw);
      if (!NUMBER.test(raw) || !Number.isFinite(n)) throw invalid();
      return n;
    }
    case "boolean":
      if (raw === "true" || raw === "1") return true;
      if (raw === "false" || raw === "0") return false;
      throw invalid();
    case "date":
      if (!isCalendarDate(raw)) throw invalid();
      return raw;
    case "datetime": {
      const time = Date.parse(raw);
      if (!DATE_TIME.test(raw) || !isCalendarDate(raw.slice(0, 10)) || Number.isNaN(time)) throw invalid();
      return new Date(time).toISOString();
    }
    case "enum":
      if (!field.options?.includes(raw) && raw !== field.unknown) throw invalid();
      return raw;
    case "time":
      if (!isTimeOfDay(raw)) throw invalid();
      return raw;
    // Labels are saved trimmed, so the filter matches them trimmed too.
    case "tags":
      return raw.trim();
    default:
      return raw;
  }
}

function isCalendarDate(raw: string): boolean {
  const m = DATE.exec(raw);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
