// Opening a lead from a board: its page (/crm/lead-detail/:id), the path the declaration gives.
import { useCallback } from "react";
import type { BaseRecord } from "@refinedev/core";
import { useNavigate } from "react-router";
import { pagePath } from "../../../providers/resource-paths";
import { leads } from "../../../../resources/crm/leads";

export function useOpenLead(): (row: BaseRecord) => void {
  const navigate = useNavigate();
  return useCallback((row: BaseRecord) => navigate(pagePath(leads, "show").replace(":id", String(row.id))), [navigate]);
}
