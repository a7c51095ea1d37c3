// What the creator earns per month: 70% of each tier's price per subscriber, and for a number they choose.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { CREATOR_SHARE, formatMoney, isValidPrice, splitRevenue } from "../../../domain/money";

interface EarningsCalculatorProps {
  proPriceCents: number;
  allStarPriceCents: number;
}

const MAX_SUBSCRIBERS = 1_000_000;

export function EarningsCalculator({ proPriceCents, allStarPriceCents }: EarningsCalculatorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [subscribersText, setSubscribersText] = useState("100");
  const subscribers = Math.min(MAX_SUBSCRIBERS, Math.max(0, Math.floor(Number(subscribersText) || 0)));
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const rows = [
    { tier: "pro", priceCents: proPriceCents },
    { tier: "allStar", priceCents: allStarPriceCents },
  ] as const;

  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50/50 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{t("profiles.earnings.title")}</h3>
          <p className="text-xs text-slate-600">
            {t("profiles.earnings.description", { share: Math.round(CREATOR_SHARE * 100) })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t("profiles.earnings.subscribers")}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SUBSCRIBERS}
            step={1}
            value={subscribersText}
            onChange={(event) => setSubscribersText(event.target.value)}
            className="w-24 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-right text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {rows.map(({ tier, priceCents }) => {
          const isValid = isValidPrice(priceCents);
          const { creatorCents } = splitRevenue(priceCents);
          return (
            <li key={tier} className="rounded-lg border border-brand-100 bg-white p-3">
              <p className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{t(`profiles.pricing.${tier}`)}</span>
                <span className="text-xs text-slate-500">
                  {isValid
                    ? t("profiles.earnings.price", { price: money(priceCents) })
                    : t("profiles.earnings.invalidPrice")}
                </span>
              </p>
              <dl className="mt-2 space-y-1 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-600">{t("profiles.earnings.perSubscriber")}</dt>
                  <dd className="tabular-nums text-slate-900">{isValid ? money(creatorCents) : "—"}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-600">{t("profiles.earnings.forCount", { count: subscribers })}</dt>
                  <dd className="font-semibold tabular-nums text-brand-700">
                    {isValid ? money(creatorCents * subscribers) : "—"}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
