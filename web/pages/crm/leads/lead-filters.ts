import type { FilterSpec } from "../../../components/list/url-filters";

// The filter bar of the leads screens (SPEC §1), shared by the table and the boards: owner,
// campaign and source first, then pipeline. All of them are filters the boards' totals take.
export const LEAD_FILTERS: readonly FilterSpec[] = [{ field: "owner_id" }, { field: "campaign_id" }, { field: "source" }, { field: "pipeline_id" }];

/** On a pipeline's board the pipeline is chosen above the board, not among the filters. */
export const PIPELINE_BOARD_FILTERS: readonly FilterSpec[] = LEAD_FILTERS.filter((spec) => spec.field !== "pipeline_id");
