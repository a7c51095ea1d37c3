// Follow Free / Unfollow on someone else's profile. Visitors are sent to log in first; the
// follow and unfollow actions load only for signed-in followers.
import { lazy, Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { useSession } from "../../lib/session";
import type { PublicProfile } from "./public-profile";

const MemberFollowActions = lazy(() =>
  import("./member-follow-actions").then((module) => ({ default: module.MemberFollowActions })),
);

export function FollowButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { viewer } = profile;

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
  return (
    <Suspense fallback={null}>
      <MemberFollowActions profile={profile} />
    </Suspense>
  );
}
