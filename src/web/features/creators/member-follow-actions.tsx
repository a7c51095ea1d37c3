// Follow Free / Unfollow for a signed-in follower; loaded only for them (the mutations are not
// part of a visitor's first visit).
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useFollowCreator, useUnfollowCreator } from "../memberships/queries";
import type { PublicProfile } from "./public-profile";

const knownReasons = ["network_error", "unauthenticated", "forbidden", "creator_not_found", "paid_membership_active", "cannot_follow_self"];

export function MemberFollowActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const follow = useFollowCreator(profile.username);
  const unfollow = useUnfollowCreator(profile.username);
  const { viewer } = profile;

  const reason = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : "unknown";
    return t(`creatorProfile.follow.reasons.${knownReasons.includes(code) ? code : "unknown"}`);
  };

  const error = follow.error ?? unfollow.error;
  const isPaid = viewer.tier === "pro" || viewer.tier === "all_star";
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      {viewer.tier === null ? (
        <Button
          size="lg"
          isLoading={follow.isPending}
          onClick={() => {
            unfollow.reset();
            follow.mutate();
          }}
        >
          {t("creatorProfile.follow.followFree")}
        </Button>
      ) : (
        !isPaid && (
          <Button
            variant="secondary"
            size="lg"
            isLoading={unfollow.isPending}
            onClick={() => {
              follow.reset();
              unfollow.mutate();
            }}
          >
            {t("creatorProfile.follow.unfollow")}
          </Button>
        )
      )}
      {error && (
        <Alert tone="error" className="sm:max-w-xs">
          {t(follow.error ? "creatorProfile.follow.followFailed" : "creatorProfile.follow.unfollowFailed", { reason: reason(error) })}
        </Alert>
      )}
    </div>
  );
}
