// One membership in the /subscriptions list: creator, tier, billing, renewal and a link to their content.
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { Avatar } from "../../ui/avatar";
import { MembershipDates } from "./membership-dates";
import { MembershipStatus } from "./membership-status";
import type { OwnMembership } from "./queries";
import { TierBadge } from "./tier-badge";

export function SubscriptionRow({ membership }: { membership: OwnMembership }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { username, avatarUrls } = membership.creator;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
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
            <span className="text-sm font-medium text-slate-700">
              {t(membership.tier === "rookie" ? "memberships.billing.free" : "memberships.billing.monthly")}
            </span>
            <MembershipStatus membership={membership} />
          </div>
        </div>
      </div>

      <MembershipDates
        tier={membership.tier}
        since={membership.subscribedAt}
        renewsAt={membership.renewsAt}
        cancelAtPeriodEnd={membership.cancelAtPeriodEnd}
        className="space-y-0.5 pl-15 sm:w-64 sm:shrink-0 sm:pl-0"
      />

      <Link
        to={`/influencer/${encodeURIComponent(username)}`}
        aria-label={t("memberships.viewContentOf", { username })}
        className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700"
      >
        {t("memberships.viewContent")}
      </Link>
    </li>
  );
}
