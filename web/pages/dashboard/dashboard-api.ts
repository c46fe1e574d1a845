// GET /api/dashboard through the app's HTTP client (the session, and its error toasts).
import { httpClient } from "../../providers/http-client";
import type { RangeParams } from "../../components/dashboard/dashboard-range";
import type { DashboardAnswer } from "../../components/dashboard/dashboard-types";

export async function loadDashboard(range: RangeParams): Promise<DashboardAnswer> {
  const params = range.from && range.to ? { from: range.from, to: range.to } : {};
  return (await httpClient.get<DashboardAnswer>("dashboard", { params })).data;
}
