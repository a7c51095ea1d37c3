// One active subscriber: who, at which tier, since when and (paid tiers) when the membership renews.
import { useTranslation } from "../../i18n";
import { Avatar } from "../../ui/avatar";
import { MembershipDates } from "../../ui/membership-dates";
import { TierBadge } from "../../ui/tier-badge";
import type { Subscriber } from "./queries";

export function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar
          name={subscriber.username}
          urls={subscriber.avatarUrls}
          alt={t("dashboard.subscribers.avatarAlt", { username: subscriber.username })}
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">@{subscriber.username}</p>
          <TierBadge tier={subscriber.tier} className="mt-1" />
        </div>
      </div>
      <MembershipDates
        tier={subscriber.tier}
        since={subscriber.since}
        renewsAt={subscriber.renewsAt}
        className="space-y-0.5 pl-15 sm:w-64 sm:shrink-0 sm:pl-0"
      />
    </li>
  );
}
