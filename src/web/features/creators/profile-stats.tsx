// A creator's subscribers and rating.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { UsersIcon } from "../../ui/card-icons";
import { StarIcon } from "./explore-icons";
import type { PublicProfile } from "./public-profile";

// Each figure's <div> holds only its <dt> and <dd>, as a <dl> allows; the icon sits in the term,
// placed in the card's left padding so it stands beside both lines.
const stat = "relative rounded-xl bg-slate-50 py-3 pr-4 pl-12 ring-1 ring-slate-200";
const term = "text-xs font-medium text-slate-500 uppercase";
const icon = "absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2";

export function ProfileStats({ stats }: { stats: PublicProfile["stats"] }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rating =
    stats.averageRating === null
      ? null
      : new Intl.NumberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          stats.averageRating,
        );
  return (
    <dl className="grid grid-cols-2 gap-3 sm:flex sm:gap-4">
      <div className={stat}>
        <dt className={term}>
          <UsersIcon className={clsx(icon, "text-brand-700")} />
          {t("creatorProfile.stats.subscribers")}
        </dt>
        <dd className="text-lg font-bold text-slate-900">{format.count(stats.subscriberCount)}</dd>
      </div>
      <div className={stat}>
        <dt className={term}>
          <StarIcon className={clsx(icon, "text-amber-500")} />
          {t("creatorProfile.stats.rating")}
        </dt>
        <dd className="text-lg font-bold text-slate-900">
          {rating === null ? (
            <span className="text-sm font-medium text-slate-600">{t("creatorProfile.stats.noRatings")}</span>
          ) : (
            <>
              {rating}
              <span className="ml-1 text-sm font-medium text-slate-500">
                {t("creatorProfile.stats.ratingCount", { count: stats.ratingCount })}
              </span>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
