// A creator in a list (home, explore): picture, name, location, bio, starting price and subscribers.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { ReportedSource } from "../../../domain/analytics";
import { joinSourceState } from "../../lib/join-source";
import type { CreatorCard as CreatorCardData, ExploreCategory } from "../../../domain/creators";
import { useFormat } from "../../lib/format";
import { Avatar } from "../../ui/avatar";
import { ArrowRightIcon, MapPinIcon, UsersIcon } from "../../ui/card-icons";
import { CreatorRatingSummary } from "./creator-rating-summary";

// The band above the picture takes the colour of the creator's main category.
const coverTones: Record<ExploreCategory, string> = {
  strength_training: "from-slate-900 via-slate-800 to-brand-700",
  yoga_flexibility: "from-slate-900 via-teal-900 to-teal-600",
  cardio_running: "from-slate-900 via-rose-900 to-rose-600",
  nutrition: "from-slate-900 via-emerald-900 to-emerald-600",
};

/** joinSource: the page showing the card, told to the profile for the creator's analytics. */
export function CreatorCard({ creator, joinSource }: { creator: CreatorCardData; joinSource?: ReportedSource }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-200 focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-1 hover:shadow-xl hover:shadow-slate-900/10">
      <div
        aria-hidden="true"
        className={clsx("h-20 bg-gradient-to-br", coverTones[creator.categories[0] ?? "strength_training"])}
      />
      <div className="-mt-10 px-5">
        <Avatar
          name={creator.username}
          urls={creator.avatarUrls}
          alt={t("creators.card.avatarAlt", { username: creator.username })}
          size="lg"
          className="ring-4 ring-white"
        />
      </div>
      <div className="flex flex-1 flex-col px-5 pt-3 pb-5">
        <h3 className="truncate text-lg font-bold tracking-tight text-slate-900">{creator.username}</h3>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
          <p className="flex min-w-0 items-center gap-1">
            <MapPinIcon className="h-4 w-4 shrink-0" />
            <span className="truncate">{creator.location}</span>
          </p>
          <p className="flex items-center gap-1">
            <UsersIcon className="h-4 w-4 shrink-0" />
            {t("creators.card.subscribers", {
              count: creator.subscriberCount,
              formatted: format.count(creator.subscriberCount),
            })}
          </p>
          <CreatorRatingSummary averageRating={creator.averageRating} ratingCount={creator.ratingCount} />
        </div>
        {creator.categories.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {creator.categories.map((category) => (
              <li key={category} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                {t(`creators.categories.${category}`)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 mb-4 line-clamp-3 text-sm leading-relaxed text-slate-600">{creator.bio}</p>
        <p className="mt-auto border-t border-slate-100 pt-4 text-slate-900">
          {creator.takesPaidMembers ? (
            <>
              <span className="text-base font-bold">
                {t("creators.card.from", { price: format.money(creator.proPriceCents) })}
              </span>
              <span className="text-sm text-slate-500">{t("creators.card.perMonth")}</span>
            </>
          ) : (
            // Payouts not verified yet: no price to tempt a checkout that would be refused.
            <span className="text-sm font-semibold text-slate-600">{t("creators.card.notTakingPaid")}</span>
          )}
        </p>
        <Link
          to={`/influencer/${encodeURIComponent(creator.username)}`}
          state={joinSource ? joinSourceState(joinSource) : undefined}
          aria-label={t("creators.card.viewProfileOf", { username: creator.username })}
          // The link's ::after covers the card so the whole card is one click target.
          className="mt-4 inline-flex items-center justify-center gap-2 rounded-lg bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white transition-colors after:absolute after:inset-0 after:content-[''] group-hover:bg-brand-700 focus-visible:outline-none"
        >
          {t("creators.card.viewProfile")}
          <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
