// The three tiers with their monthly prices, the viewer's current one marked, and upgrade links.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { tiers, type Tier } from "../../../domain/memberships";
import { useFormat } from "../../lib/format";
import { ButtonLink } from "../../ui/button";
import { CheckIcon } from "./explore-icons";
import type { PublicProfile } from "./public-profile";
import { TierBadge } from "../../ui/tier-badge";

const rank: Record<Tier, number> = { rookie: 0, pro: 1, all_star: 2 };

interface TierPricesProps {
  profile: PublicProfile;
  /** Whether this viewer could subscribe at all (visitors and followers, not creators). */
  canUpgrade: boolean;
}

export function TierPrices({ profile, canUpgrade }: TierPricesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const current = profile.viewer.tier;
  const priceOf: Record<Tier, number> = {
    rookie: 0,
    pro: profile.prices.proCents,
    all_star: profile.prices.allStarCents,
  };

  return (
    <section aria-labelledby="tier-prices-title" className="mt-8">
      <h2 id="tier-prices-title" className="text-lg font-bold text-slate-900">
        {t("creatorProfile.tiers.title")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {tiers.map((tier) => {
          const isCurrent = current === tier;
          const isPaidTier = tier !== "rookie";
          // A creator whose payouts are not verified cannot be paid: the tier says so instead of a price.
          const isOffered = !isPaidTier || profile.takesPaidMembers;
          const isUpgrade = canUpgrade && isPaidTier && isOffered && (current === null || rank[tier] > rank[current]);
          return (
            <li
              key={tier}
              className={clsx(
                "flex flex-col rounded-2xl p-4 ring-1",
                isCurrent ? "bg-brand-50/60 ring-2 ring-brand-500" : "bg-white ring-slate-200",
                tier === "all_star" && !isCurrent && "bg-gradient-to-br from-white to-amber-50",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <TierBadge tier={tier} labels="creatorProfile.tiers.badge" />
                {isCurrent && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
                    <CheckIcon className="h-4 w-4" />
                    {t("creatorProfile.tiers.current")}
                  </span>
                )}
              </div>
              <p className="mt-3 text-slate-900">
                {tier === "rookie" ? (
                  <span className="text-2xl font-extrabold">{t("creatorProfile.tiers.free")}</span>
                ) : !isOffered ? (
                  <span className="text-base font-semibold text-slate-600">
                    {t("creatorProfile.tiers.notTakingPaid")}
                  </span>
                ) : (
                  <>
                    <span className="text-2xl font-extrabold">{format.money(priceOf[tier])}</span>
                    <span className="text-sm text-slate-500">{t("creators.card.perMonth")}</span>
                  </>
                )}
              </p>
              <p className="mt-1 text-sm text-slate-600">{t(`creatorProfile.tiers.summary.${tier}`)}</p>
              {isUpgrade && (
                <ButtonLink
                  to={`/subscription/${encodeURIComponent(profile.username)}?tier=${tier}`}
                  variant={tier === "pro" ? "primary" : "secondary"}
                  className="mt-4"
                >
                  {t(`creatorProfile.tiers.upgradeTo.${tier}`)}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
