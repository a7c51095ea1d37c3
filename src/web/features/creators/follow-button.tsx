// Follow Free / Unfollow for a follower on someone else's profile; visitors are sent to log in first.
import { useTranslation } from "../../i18n";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useSession } from "../auth/queries";
import { useFollowCreator, useUnfollowCreator } from "../memberships/queries";
import type { PublicProfile } from "./public-profile";

const knownReasons = ["network_error", "unauthenticated", "forbidden", "creator_not_found", "paid_membership_active", "cannot_follow_self"];

export function FollowButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const follow = useFollowCreator(profile.username);
  const unfollow = useUnfollowCreator(profile.username);
  const { viewer } = profile;

  const reason = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : "unknown";
    return t(`creatorProfile.follow.reasons.${knownReasons.includes(code) ? code : "unknown"}`);
  };

  // No follow buttons on one's own profile, for creators, or while we do not know who is looking.
  if (viewer.isOwnProfile || session.isPending) return null;
  if (session.data && !viewer.canFollow) return null;

  if (!session.data) {
    return (
      <Button size="lg" onClick={() => navigate("/login", { state: { from: location.pathname } })}>
        {t("creatorProfile.follow.followFree")}
      </Button>
    );
  }

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
