// What a gift's tier unlocks with its creator: the plan page's list of what the tier includes.
import { useId } from "react";
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { planFeatures } from "../plans";
import { useGiftWords } from "./gift-words";

export function GiftTierFeatures({ tier }: { tier: PaidTier }) {
  const { t } = useTranslation();
  const words = useGiftWords();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id={titleId} className="font-semibold text-slate-900">
        {t("gifts.redeem.includes", { tier: words.tier(tier) })}
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {planFeatures[tier].map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 h-4 w-4 shrink-0 text-brand-600"
              fill="currentColor"
            >
              <path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" />
            </svg>
            {t(`plans.features.${tier}.${feature}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
