// Server state of the follower's memberships: their list, following free and unfollowing.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ImageUrls } from "../../../domain/images";
import type { MembershipStatus, Tier } from "../../../domain/memberships";
import { api, get } from "../../lib/api";
import { creatorKeys } from "../creators/queries";

export const membershipKeys = {
  all: ["memberships"] as const,
  own: () => [...membershipKeys.all, "own"] as const,
};

export interface OwnMembership {
  creator: { username: string; avatarUrls: ImageUrls | null };
  tier: Tier;
  status: MembershipStatus;
  isActive: boolean;
  subscribedAt: string;
  renewsAt: string | null;
  cancelAtPeriodEnd: boolean;
}

export const useOwnMemberships = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: membershipKeys.own(),
    queryFn: () => get<{ memberships: OwnMembership[] }>("/me/memberships").then((result) => result.memberships),
    enabled: options.enabled,
  });

/**
 * After a follow or unfollow, everything that shows the membership is stale: the creator's profile
 * (tier, subscriber count), explore and featured cards (counts), the follower's list and dashboard.
 */
function useRefreshAfterMembershipChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: creatorKeys.all }),
      queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["dashboards"] }),
    ]);
}

export function useFollowCreator(username: string) {
  const refresh = useRefreshAfterMembershipChange();
  return useMutation({
    mutationFn: () => api<{ tier: Tier }>("POST", `/creators/${encodeURIComponent(username)}/follow`, {}),
    onSuccess: refresh,
  });
}

export function useUnfollowCreator(username: string) {
  const refresh = useRefreshAfterMembershipChange();
  return useMutation({
    mutationFn: () => api<{ tier: null }>("DELETE", `/creators/${encodeURIComponent(username)}/follow`),
    onSuccess: refresh,
  });
}
