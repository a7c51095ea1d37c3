// Follow Free / Unfollow, Send Message and Send a tip for a signed-in follower; loaded only for them
// (the mutations and the dialogs are not part of a visitor's first visit). Unfollowing a paid membership
// cancels it at the end of the paid period, and the follow ends then, after a confirmation; unfollowing
// a paused one ends it at once, also confirmed, since it would otherwise come back by itself.
import { Suspense, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useFormatDate } from "../../lib/format-date";
import { findMembership, useFollowCreator, useOwnMemberships, useUnfollowCreator } from "../memberships";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { PublicProfile } from "./public-profile";
import { useProfileSlots } from "./profile-slots";
import "./signed-in-extras.css";

const knownReasons = [
  "network_error",
  "unauthenticated",
  "forbidden",
  "creator_not_found",
  "cannot_follow_self",
  "payment_provider_error",
];

export function MemberFollowActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { MessageButton, TipButton } = useProfileSlots();
  const formatDate = useFormatDate();
  const follow = useFollowCreator(profile.username);
  const unfollow = useUnfollowCreator(profile.username);
  const [isConfirming, setIsConfirming] = useState(false);
  const leavingRef = useRef<HTMLParagraphElement>(null);
  const { viewer } = profile;
  const isPaid = viewer.tier === "pro" || viewer.tier === "all_star";
  // The end of the paid period, for the confirmation and once the follower is leaving; for a free
  // follow, whether a paused membership is behind it.
  const own = useOwnMemberships({ enabled: viewer.tier !== null });
  const membership = findMembership(own.data, profile.username);
  const pausedTier = membership?.pause?.phase === "paused" ? membership.pause.tier : null;
  const needsConfirming = isPaid || pausedTier !== null;
  const periodEnd = membership?.renewsAt ? formatDate(membership.renewsAt) : null;
  // The unfollow's answer says when the follow ends, before the list is read again.
  const leavesOn =
    unfollow.data?.tier && unfollow.data.leavesAt
      ? formatDate(unfollow.data.leavesAt)
      : membership?.leavesAtPeriodEnd
        ? periodEnd
        : null;

  const reason = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : "unknown";
    return t(`creatorProfile.follow.reasons.${knownReasons.includes(code) ? code : "unknown"}`);
  };
  const unfollowFailed = unfollow.error
    ? t("creatorProfile.follow.unfollowFailed", { reason: reason(unfollow.error) })
    : undefined;
  const planTier = isPaid ? viewer.tier : pausedTier;
  const plan = planTier ? t(`creatorProfile.tiers.badge.${planTier}`) : "";

  const startUnfollow = () => {
    follow.reset();
    unfollow.reset();
    if (needsConfirming) setIsConfirming(true);
    else unfollow.mutate();
  };

  let action;
  if (viewer.tier === null) {
    action = (
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
    );
  } else if (isPaid && leavesOn) {
    action = (
      <p ref={leavingRef} tabIndex={-1} className="text-sm text-slate-600 focus:outline-none sm:max-w-xs sm:text-right">
        {t("creatorProfile.follow.leaving", { plan, date: leavesOn })}
      </p>
    );
  } else {
    action = (
      <Button
        variant="secondary"
        size="lg"
        isLoading={!needsConfirming && unfollow.isPending}
        disabled={own.isPending}
        onClick={startUnfollow}
      >
        {t("creatorProfile.follow.unfollow")}
      </Button>
    );
  }

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {/* Only a creator whose payouts are verified can be paid: no button that could only fail. */}
        {TipButton && profile.takesPaidMembers && (
          <Suspense fallback={null}>
            <TipButton creator={{ username: profile.username, name: profile.username }} place="profile" size="lg" />
          </Suspense>
        )}
        {MessageButton && (
          <Suspense fallback={null}>
            <MessageButton username={profile.username} viewerTier={viewer.tier} canUpgrade={profile.takesPaidMembers} />
          </Suspense>
        )}
        {action}
      </div>
      {(follow.error || (!isConfirming && unfollowFailed)) && (
        <Alert tone="error" className="sm:max-w-xs">
          {follow.error ? t("creatorProfile.follow.followFailed", { reason: reason(follow.error) }) : unfollowFailed}
        </Alert>
      )}
      {needsConfirming && (
        <ConfirmDialog
          isOpen={isConfirming}
          title={t("creatorProfile.follow.paid.title", { username: profile.username })}
          confirmLabel={t("creatorProfile.follow.paid.confirm")}
          keepLabel={t("creatorProfile.follow.paid.keep")}
          tone="danger"
          isPending={unfollow.isPending}
          error={unfollowFailed}
          onConfirm={() => unfollow.mutate(undefined, { onSuccess: () => setIsConfirming(false) })}
          onClose={() => {
            setIsConfirming(false);
            unfollow.reset();
          }}
          fallbackFocus={() => leavingRef.current}
        >
          <p>
            {pausedTier
              ? t("creatorProfile.follow.paid.bodyPaused", { plan, username: profile.username })
              : periodEnd
                ? t("creatorProfile.follow.paid.body", { plan, username: profile.username, date: periodEnd })
                : t("creatorProfile.follow.paid.bodyNoDate", { plan, username: profile.username })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
