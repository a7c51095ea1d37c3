// Server state of the follower's memberships: their list, following free and unfollowing, and
// managing a paid membership (change plan, cancel at the period end, resume, pause).
import type { CancelRequest } from "../../../domain/cancellation";
import type { PauseRequest } from "../../../domain/pauses";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangeTierRequest, OwnMembership } from "../../../domain/billing";
import { api, type Answer } from "../../lib/api";
import { joinSourceFor } from "../../lib/join-source";
import { creatorKeys } from "../../lib/query-keys";

export type { OwnMembership };

export const membershipKeys = {
  all: ["memberships"] as const,
  own: () => [...membershipKeys.all, "own"] as const,
};

export const useOwnMemberships = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: membershipKeys.own(),
    queryFn: () => api("GET /me/memberships").then((result) => result.memberships),
    enabled: options.enabled,
  });

/** The follower's membership with one creator (usernames compare without case), if the list has it. */
export const findMembership = (memberships: readonly OwnMembership[] | undefined, username: string) =>
  memberships?.find((membership) => membership.creator.username.toLowerCase() === username.toLowerCase());

/**
 * After a follow, unfollow, checkout or plan change, everything that shows the membership is stale:
 * the creator's profile (tier, subscriber count), explore and featured cards (counts), the
 * follower's list and dashboard.
 */
export function useRefreshAfterMembershipChange() {
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
    mutationFn: () =>
      api("POST /creators/:username/follow", { params: { username }, body: { source: joinSourceFor(username) } }),
    onSuccess: refresh,
  });
}

/** A free follow ends at once; a paid membership is cancelled and the follow ends with its period (leavesAt). */
export type UnfollowResult = Answer<"DELETE /creators/:username/follow">;

export function useUnfollowCreator(username: string) {
  const refresh = useRefreshAfterMembershipChange();
  return useMutation({
    mutationFn: () => api("DELETE /creators/:username/follow", { params: { username } }),
    onSuccess: refresh,
  });
}

/** A change to one paid membership: its new state goes into the list at once, then everything refreshes. */
function useMembershipMutation<Input>(send: (input: Input) => Promise<{ membership: OwnMembership | null }>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterMembershipChange();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ membership }) => {
      if (membership) {
        queryClient.setQueryData<OwnMembership[]>(membershipKeys.own(), (list) =>
          list?.map((item) => (item.creator.username === membership.creator.username ? membership : item)),
        );
      }
      void refresh();
    },
  });
}

/**
 * A change that takes nothing away (PRO to ALL STAR, monthly to yearly) takes effect at once, the
 * difference charged now; any other waits for the end of the paid period; the current plan undoes a
 * scheduled one. The interval stays as it is when left out.
 */
export const useChangeTier = (username: string) =>
  useMembershipMutation((plan: ChangeTierRequest) =>
    api("PATCH /me/memberships/:username", { params: { username }, body: plan }),
  );

/** Cancels at the end of the paid period (access stays until then), with why, when the member said. */
export const useCancelMembership = (username: string) =>
  useMembershipMutation((feedback: CancelRequest) =>
    api("POST /me/memberships/:username/cancel", { params: { username }, body: feedback }),
  );

/** Undoes a cancellation before the period ends. */
export const useResumeMembership = (username: string) =>
  useMembershipMutation(() => api("POST /me/memberships/:username/resume", { params: { username } }));

/** Pauses from the end of the paid period for 1-3 months; billing comes back by itself. */
export const usePauseMembership = (username: string) =>
  useMembershipMutation((pause: PauseRequest) =>
    api("POST /me/memberships/:username/pause", { params: { username }, body: pause }),
  );

/**
 * Ends the pause: before it began, just drops it (nothing charged); while paused, resumes now, a new
 * month charged today.
 */
export const useEndPause = (username: string) =>
  useMembershipMutation(() => api("DELETE /me/memberships/:username/pause", { params: { username } }));
