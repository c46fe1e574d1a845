// An edit form's record is read once and then left alone: a refetch would reset the form under
// the user's fingers (Refine's useForm resets its fields whenever the record's data changes).
// Its query lives under a key of its own, out of reach of the resource's invalidations, and is
// marked so that a resync leaves it out too; the "record changed" banner takes over
// (web/components/live/use-record-changed.ts).
import type { BaseKey, BaseRecord, GetOneResponse } from "@refinedev/core";
import { useQueryClient, type Query } from "@tanstack/react-query";

const FROZEN = "liveFrozen";

/**
 * The form query's options. It starts from the record the page before showed (its show page),
 * as Refine's shared key did: the fields are filled at once instead of after a read that would
 * reset whatever the user typed meanwhile.
 */
export function useFrozenRecordQuery<T extends BaseRecord = BaseRecord>(
  resource: string,
  id: BaseKey | undefined,
  dataProviderName = "default",
) {
  const client = useQueryClient();
  const [shared] =
    id === undefined
      ? []
      : client.getQueriesData<GetOneResponse<T>>({ queryKey: ["data", dataProviderName, resource, "one", String(id)] });
  const seed = shared?.[1]
    ? { initialData: shared[1], initialDataUpdatedAt: client.getQueryState(shared[0])?.dataUpdatedAt }
    : {};
  return { queryKey: ["record-form", resource, String(id ?? "")], meta: { [FROZEN]: true }, ...seed };
}

export function isFrozenQuery(query: Pick<Query, "meta">): boolean {
  return query.meta?.[FROZEN] === true;
}
