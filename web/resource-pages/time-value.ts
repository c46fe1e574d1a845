// FieldType "time" in the forms: the API's "HH:MM" and the Dayjs antd's TimePicker holds.
import dayjs, { type Dayjs } from "dayjs";
import { isTimeOfDay } from "../../resources/kit/time-of-day";

/** dayjs's tokens for the API's "HH:MM" (24-hour clock), whatever the language. */
export const TIME_FORMAT = "HH:mm";
/** Classes start on the quarter or the half hour; five minutes is as fine as a schedule needs. */
export const TIME_MINUTE_STEP = 5;

/** The picker's value for a stored time: today at that hour (built, not parsed: no parse plugin needed). */
export function dayjsOfTime(value: unknown): Dayjs | undefined {
  if (!isTimeOfDay(value)) return undefined;
  return dayjs()
    .startOf("day")
    .hour(Number(value.slice(0, 2)))
    .minute(Number(value.slice(3, 5)));
}
