// Server state of the creator's analytics: one query per range.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsRange } from "../../../domain/analytics";
import { api } from "../../lib/api";

// Under ["dashboards"], so membership changes that refresh the dashboards refresh this too.
export const analyticsKeys = {
  all: ["dashboards", "influencer", "analytics"] as const,
  range: (range: AnalyticsRange) => [...analyticsKeys.all, range] as const,
};

export const useCreatorAnalytics = (range: AnalyticsRange) =>
  useQuery({
    queryKey: analyticsKeys.range(range),
    queryFn: () => api("GET /dashboards/influencer/analytics", { query: { range } }),
    // Switching ranges keeps the last figures on screen (marked busy) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
