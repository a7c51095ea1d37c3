// Server state of the dashboards: the follower's figures, the creator's metrics and their subscribers.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, type Answer } from "../../lib/api";

// The root is ["dashboards"]: membership changes elsewhere invalidate everything under it.
export const dashboardKeys = {
  all: ["dashboards"] as const,
  follower: () => [...dashboardKeys.all, "follower"] as const,
  influencer: () => [...dashboardKeys.all, "influencer"] as const,
  subscribers: () => [...dashboardKeys.influencer(), "subscribers"] as const,
};

export type FollowerStats = Answer<"GET /dashboards/follower">;
export type InfluencerMetrics = Answer<"GET /dashboards/influencer">;
export type Subscriber = Answer<"GET /dashboards/influencer/subscribers">["subscribers"][number];

export const useFollowerStats = () =>
  useQuery({ queryKey: dashboardKeys.follower(), queryFn: () => api("GET /dashboards/follower") });

export const useInfluencerMetrics = () =>
  useQuery({ queryKey: dashboardKeys.influencer(), queryFn: () => api("GET /dashboards/influencer") });

/** The creator's active subscribers, newest first, a keyset page at a time. */
export const useSubscribers = () =>
  useInfiniteQuery({
    queryKey: dashboardKeys.subscribers(),
    queryFn: ({ pageParam }) => api("GET /dashboards/influencer/subscribers", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
