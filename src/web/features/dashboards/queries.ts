// Server state of the dashboards: the follower's figures, the creator's metrics and their subscribers.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ImageUrls } from "../../../domain/images";
import type { MembershipSummary, Tier } from "../../../domain/memberships";
import { get } from "../../lib/api";

// The root is ["dashboards"]: membership changes elsewhere invalidate everything under it.
export const dashboardKeys = {
  all: ["dashboards"] as const,
  follower: () => [...dashboardKeys.all, "follower"] as const,
  influencer: () => [...dashboardKeys.all, "influencer"] as const,
  subscribers: () => [...dashboardKeys.influencer(), "subscribers"] as const,
};

export interface FollowerStats {
  activeSubscriptions: number;
  membershipStatus: MembershipSummary;
  contentWatchedThisWeek: number;
}

export interface InfluencerMetrics {
  totalSubscribers: number;
  membersByTier: Record<Tier, number>;
  monthlyRevenue: { grossCents: number; platformFeeCents: number; netCents: number };
  contentViews: number;
  averageRating: number | null;
  ratingCount: number;
}

export interface Subscriber {
  username: string;
  avatarUrls: ImageUrls | null;
  tier: Tier;
  since: string;
  renewsAt: string | null;
}

interface SubscribersPage {
  subscribers: Subscriber[];
  nextCursor: string | null;
}

export const useFollowerStats = () =>
  useQuery({ queryKey: dashboardKeys.follower(), queryFn: () => get<FollowerStats>("/dashboards/follower") });

export const useInfluencerMetrics = () =>
  useQuery({ queryKey: dashboardKeys.influencer(), queryFn: () => get<InfluencerMetrics>("/dashboards/influencer") });

/** The creator's active subscribers, newest first, a keyset page at a time. */
export const useSubscribers = () =>
  useInfiniteQuery({
    queryKey: dashboardKeys.subscribers(),
    queryFn: ({ pageParam }) =>
      get<SubscribersPage>(
        `/dashboards/influencer/subscribers${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
