// Which pipeline /crm/pipelines shows: the one the URL names (`?pipeline=3`) when it is among the
// active ones, otherwise the first of them (by order, then id).
import type { BaseRecord } from "@refinedev/core";
import { useList } from "@refinedev/core";
import { useUrlParams } from "../../../components/use-url-params";

export const PIPELINE_PARAM = "pipeline";

export interface PipelineChoice {
  pipelines: BaseRecord[];
  loading: boolean;
  /** The pipeline shown; undefined while they load or when there is none. */
  chosen: BaseRecord | undefined;
  choose: (id: number) => void;
}

/** The chosen pipeline among `pipelines`: the one named by `param`, or the first. */
export function pickPipeline(pipelines: readonly BaseRecord[], param: string | null): BaseRecord | undefined {
  return pipelines.find((p) => param !== null && String(p.id) === param) ?? pipelines[0];
}

export function usePipelineChoice(): PipelineChoice {
  const [params, updateParams] = useUrlParams();
  const { result, query } = useList({
    resource: "pipelines",
    filters: [{ field: "active", operator: "eq", value: true }],
    sorters: [
      { field: "order", order: "asc" },
      { field: "id", order: "asc" },
    ],
    pagination: { currentPage: 1, pageSize: 100, mode: "server" },
  });
  const pipelines = result?.data ?? [];
  // Another pipeline's filters mean nothing on this one: only the choice changes.
  const choose = (id: number) => updateParams((next) => next.set(PIPELINE_PARAM, String(id)));
  return { pipelines, loading: query.isLoading, chosen: pickPipeline(pipelines, params.get(PIPELINE_PARAM)), choose };
}
