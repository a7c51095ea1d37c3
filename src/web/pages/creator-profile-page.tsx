// /influencer/:username: a creator's public profile, in its loading, not-found, error,
// under-construction and full states.
import { lazy, memo, Suspense } from "react";
import { loadStrings, useTranslation } from "../i18n";
import { useParams } from "react-router";
import { useRememberJoinSource } from "../lib/join-source";
import { ApiError } from "../lib/api";
import { ButtonLink } from "../ui/button";
import { PageSpinner } from "../ui/spinner";
import { LoadError } from "../ui/load-error";
import { CreatorRatingSlot } from "../features/creators/creator-rating-slot";
import { ProfileAbout } from "../features/creators/profile-about";
import { ProfileHeader } from "../features/creators/profile-header";
import { ProfileNotFound } from "../features/creators/profile-not-found";
import { ProfileStats } from "../features/creators/profile-stats";
import { ProfileTabs } from "../features/creators/profile-tabs";
import type { PublicProfile } from "../features/creators/public-profile";
import { showBio } from "../features/creators/shown-bio";
import { useCreatorProfile } from "../features/creators/queries";
import { TierPrices } from "../features/creators/tier-prices";
import { UnderConstructionNote } from "../features/creators/under-construction-note";
import { useViewer } from "../features/creators/use-viewer";
import { ProfileSlotsContext, type ProfileSlots } from "../features/creators/profile-slots";

// The content and routine tabs' code and strings load only when a visitor opens them; the content
// tab brings what other features add to its posts (profile-content-tab.tsx).
const ProfileContentTab = lazy(async () => {
  const [module] = await Promise.all([import("./profile-content-tab"), loadStrings("content")]);
  return { default: module.ProfileContentTab };
});
/** Only signed-in people report a profile: a visitor's first visit never downloads the dialog. */
const ReportButton = lazy(async () => ({
  default: (await import("../features/moderation/report-button")).ReportButton,
}));
/** Signed-in members' message button by the follow actions, loaded with them. */
const MessageButton = lazy(async () => ({
  default: (await import("../features/messages/send-message-button")).SendMessageButton,
}));
/**
 * Signed-in followers' tip button, by the follow actions, with its strings. Its own lazy() rather
 * than lazy-tip-buttons.ts: sharing that module would make it a chunk of its own on a profile's
 * first visit, a few hundred bytes the budget does not have.
 */
const TipButton = lazy(async () => {
  const [module] = await Promise.all([import("../features/tips/tip-button"), loadStrings("billing")]);
  return { default: module.TipButton };
});
/** What the profile's follow actions show from other features. */
const profileSlots: ProfileSlots = { MessageButton, TipButton };
/** Only readers of another language than the creator's get the profile tab's Translate action. */
const ProfileTranslation = lazy(async () => {
  const [module] = await Promise.all([
    import("../features/translation/profile-translation"),
    loadStrings("translation"),
  ]);
  return { default: module.ProfileTranslation };
});
/** Shown only while a page reached by a link loads; a server-rendered first visit never needs it. */
const ProfileSkeleton = lazy(async () => ({
  default: (await import("../features/creators/profile-skeleton")).ProfileSkeleton,
}));
const RoutineTab = lazy(async () => {
  const [module] = await Promise.all([import("../features/routines/routine-tab"), loadStrings("routines")]);
  return { default: module.RoutineTab };
});

/**
 * The Profile tab, memoized: the page re-renders as it hydrates (the session arrives), and an
 * update reaching a Suspense boundary whose code has not loaded yet makes React drop the server's
 * HTML for the fallback, with the tab's own lazy sections emptied until they are scrolled to.
 */
const ProfileTab = memo(function ProfileTab(props: {
  profile: PublicProfile;
  upgradePath: string | null;
  isTranslatable: boolean;
}) {
  const { profile, upgradePath } = props;
  if (!props.isTranslatable) return <ProfileAbout profile={profile} upgradePath={upgradePath} />;
  return (
    <Suspense fallback={<ProfileAbout profile={profile} upgradePath={upgradePath} />}>
      <ProfileTranslation profile={profile} showBio={showBio}>
        {(shown) => <ProfileAbout profile={shown} upgradePath={upgradePath} />}
      </ProfileTranslation>
    </Suspense>
  );
});

export function CreatorProfilePage() {
  const { t, i18n } = useTranslation();
  const { username = "" } = useParams();
  useRememberJoinSource(username);
  const viewer = useViewer();
  const profile = useCreatorProfile(username, viewer);

  if (profile.isPending) {
    return (
      <Suspense fallback={null}>
        <ProfileSkeleton />
      </Suspense>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">{username}</h1>
        <LoadError
          message={t("creatorProfile.loadError")}
          onRetry={() => profile.refetch()}
          isRetrying={profile.isFetching}
        />
      </div>
    );
  }

  const data = profile.data;
  // Visitors and followers may subscribe; a creator (even on another profile) may not, and nobody
  // can while the creator's payouts are not verified (they may still follow free).
  const canUpgrade =
    data.takesPaidMembers && !data.viewer.isOwnProfile && (data.viewer.canFollow || viewer.id === null);
  const nextTier = data.viewer.tier === "pro" ? "all_star" : "pro";
  const upgradePath = canUpgrade ? `/subscription/${encodeURIComponent(data.username)}?tier=${nextTier}` : null;

  return (
    <ProfileSlotsContext.Provider value={profileSlots}>
      <div className="bg-slate-50 pb-16">
        <title>{t("creatorProfile.documentTitle", { username: data.username })}</title>
        <ProfileHeader profile={data}>
          {data.isComplete && (
            <>
              <div className="mt-6">
                <ProfileStats stats={data.stats} />
              </div>
              <CreatorRatingSlot profile={data} />
              <TierPrices profile={data} canUpgrade={canUpgrade} />
            </>
          )}
        </ProfileHeader>
        <div className="mx-auto max-w-5xl px-4 pt-8 sm:px-6 lg:px-8">
          {data.viewer.isOwnProfile && (
            <div className="mb-6 flex flex-col gap-3 rounded-2xl bg-slate-900 p-4 text-white sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">{t("creatorProfile.own.note")}</p>
              <ButtonLink to="/dashboard/influencer/profile" variant="secondary" size="sm">
                {t("creatorProfile.own.edit")}
              </ButtonLink>
            </div>
          )}
          {data.isComplete ? (
            <ProfileTabs
              communityPath={`/influencer/${encodeURIComponent(data.username)}/community`}
              panels={{
                profile: (
                  <ProfileTab
                    profile={data}
                    upgradePath={upgradePath}
                    isTranslatable={data.isTranslationAvailable && data.contentLanguage !== i18n.language}
                  />
                ),
                routine: (
                  <Suspense fallback={<PageSpinner />}>
                    <RoutineTab username={data.username} canUpgrade={canUpgrade} />
                  </Suspense>
                ),
                content: (
                  <Suspense fallback={<PageSpinner />}>
                    <ProfileContentTab
                      username={data.username}
                      viewerId={viewer.id}
                      viewerTier={data.viewer.tier}
                      canUpgrade={canUpgrade}
                    />
                  </Suspense>
                ),
              }}
            />
          ) : (
            <UnderConstructionNote username={data.username} isOwnProfile={data.viewer.isOwnProfile} />
          )}
          {viewer.id !== null && !data.viewer.isOwnProfile && (
            <Suspense fallback={null}>
              <ReportButton subject={{ subject: "profile", username: data.username }} className="mt-6" />
            </Suspense>
          )}
        </div>
      </div>
    </ProfileSlotsContext.Provider>
  );
}
