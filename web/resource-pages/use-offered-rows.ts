// The rows a reference declared `offeredBy` may take, for the values the form holds now (the
// offers of the chosen client and course): asked again whenever one of those values changes.
import { useCustom, type BaseRecord } from "@refinedev/core";
import type { FieldDef } from "../../resources/kit/types";

export function offeredQuery(
  offeredBy: NonNullable<FieldDef["offeredBy"]>,
  values: Record<string, unknown>,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of offeredBy.by) {
    const value = values[name];
    if (value !== undefined && value !== null && value !== "") query[name] = String(value);
  }
  return query;
}

export function useOfferedRows<T extends BaseRecord>(
  offeredBy: NonNullable<FieldDef["offeredBy"]>,
  values: Record<string, unknown>,
  enabled = true,
) {
  const query = offeredQuery(offeredBy, values);
  const { result, query: state } = useCustom<T[]>({
    url: offeredBy.path,
    method: "get",
    config: { query },
    queryOptions: { enabled, queryKey: ["offered", offeredBy.path, query] },
    errorNotification: false,
  });
  // Refine answers an empty object until the first answer arrives.
  const data: unknown = result?.data;
  return { rows: Array.isArray(data) ? (data as T[]) : [], loading: state.isFetching };
}
