// One of the follower's memberships as a card: the creator, the tier, its status, dates and notes, a link to the
// profile.
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { Avatar } from "../../ui/avatar";
import { MembershipDates } from "../../ui/membership-dates";
import { MembershipNotes } from "./membership-notes";
import { GiftUntil } from "./gift-until";
import { endsAtPeriodEnd, isGiftOnly } from "./membership-state";
import { MembershipStatus } from "./membership-status";
import type { OwnMembership } from "./queries";
import { TierBadge } from "../../ui/tier-badge";

export function SubscriptionCard({ membership }: { membership: OwnMembership }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { username, avatarUrls } = membership.creator;
  const giftEndsAt = isGiftOnly(membership) ? membership.giftEndsAt : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar name={username} urls={avatarUrls} alt={t("memberships.avatarAlt", { username })} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900">
            @{username}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-2.5 gap-y-1">
            <TierBadge tier={membership.tier} />
            {giftEndsAt && <GiftUntil endsAt={giftEndsAt} />}
            {membership.tier !== "rookie" && membership.interval === "year" && (
              <span className="text-sm font-medium text-slate-700">{t("memberships.billing.yearly")}</span>
            )}
            <MembershipStatus membership={membership} />
          </div>
        </div>
      </div>

      <MembershipDates
        tier={membership.tier}
        since={membership.subscribedAt}
        renewsAt={giftEndsAt ? null : membership.renewsAt}
        cancelAtPeriodEnd={endsAtPeriodEnd(membership)}
        isTrial={membership.trialEndsAt !== null}
        pausesAtPeriodEnd={membership.pause?.phase === "scheduled"}
        className="mt-4 space-y-1"
      />
      <MembershipNotes membership={membership} className="mt-3" />

      <div className="mt-auto flex flex-col pt-5">
        <Link
          to={`/influencer/${encodeURIComponent(username)}`}
          aria-label={t("memberships.viewProfileOf", { username })}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700"
        >
          {t("memberships.viewProfile")}
        </Link>
        {membership.isActive && (
          <Link
            to={`/influencer/${encodeURIComponent(username)}/community`}
            aria-label={t("memberships.communityOf", { username })}
            className="mt-2 inline-flex items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t("memberships.community")}
          </Link>
        )}
      </div>
    </article>
  );
}
