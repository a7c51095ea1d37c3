// A creator's subscribers and rating.
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { UsersIcon } from "./card-icons";
import { StarIcon } from "./explore-icons";
import type { PublicProfile } from "./public-profile";

export function ProfileStats({ stats }: { stats: PublicProfile["stats"] }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rating =
    stats.averageRating === null
      ? null
      : new Intl.NumberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stats.averageRating);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:flex sm:gap-4">
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <UsersIcon className="h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">{t("creatorProfile.stats.subscribers")}</dt>
          <dd className="text-lg font-bold text-slate-900">{format.count(stats.subscriberCount)}</dd>
        </div>
      </div>
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <StarIcon className="h-5 w-5 shrink-0 text-amber-500" />
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">{t("creatorProfile.stats.rating")}</dt>
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
      </div>
    </dl>
  );
}
