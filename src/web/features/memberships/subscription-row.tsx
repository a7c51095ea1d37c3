// One membership in the /subscriptions list: creator, tier, billing (or the gift it is, and until
// when), renewal or end date, what needs the follower's attention, and what they can do with it.
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { Avatar } from "../../ui/avatar";
import { MembershipActions } from "./membership-actions";
import { MembershipDates } from "../../ui/membership-dates";
import { MembershipNotes } from "./membership-notes";
import { GiftUntil } from "./gift-until";
import { endsAtPeriodEnd, isGiftOnly } from "./membership-state";
import { MembershipStatus } from "./membership-status";
import type { OwnMembership } from "./queries";
import { TierBadge } from "../../ui/tier-badge";

export function SubscriptionRow({ membership }: { membership: OwnMembership }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { username, avatarUrls } = membership.creator;
  // A gift alone: its end is said with the tier, and nothing renews.
  const giftEndsAt = isGiftOnly(membership) ? membership.giftEndsAt : null;
  return (
    <li aria-labelledby={titleId} className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Avatar name={username} urls={avatarUrls} alt={t("memberships.avatarAlt", { username })} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="truncate font-semibold text-slate-900">
                @{username}
              </h3>
              <TierBadge tier={membership.tier} />
            </div>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5">
              {giftEndsAt ? (
                <GiftUntil endsAt={giftEndsAt} />
              ) : (
                <span className="text-sm font-medium text-slate-700">
                  {t(
                    membership.tier === "rookie"
                      ? "memberships.billing.free"
                      : membership.interval === "year"
                        ? "memberships.billing.yearly"
                        : "memberships.billing.monthly",
                  )}
                </span>
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
          className="space-y-0.5 pl-15 sm:w-64 sm:shrink-0 sm:pl-0"
        />
      </div>
      <MembershipNotes membership={membership} />
      <MembershipActions membership={membership} />
    </li>
  );
}
