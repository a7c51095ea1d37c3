// The range's figures at a glance: members, joins and ends, churn, money, views and favorites, trials,
// what tips and posts sold brought in, gifts sold, their revenue and gifts redeemed, and offers redeemed
// with what they brought in.
import type { CreatorAnalytics } from "../../../domain/analytics";
import { formatMoney } from "../../../domain/money";
import { useTranslation } from "../../i18n";

export function SummaryFigures({ totals }: { totals: CreatorAnalytics["totals"] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const figures: [key: string, value: string][] = [
    ["membersNow", number.format(totals.membersAtEnd)],
    ["joined", number.format(totals.joined)],
    ["ended", number.format(totals.ended)],
    ["churn", totals.churnRate === null ? t("analytics.summary.noChurn") : percent.format(totals.churnRate)],
    ["gross", money(totals.grossCents)],
    ["fee", money(totals.platformFeeCents)],
    ["net", money(totals.netCents)],
    ["views", number.format(totals.views)],
    ["favorites", number.format(totals.favorites)],
    ["trialsStarted", number.format(totals.trialsStarted)],
    [
      "trialConversion",
      totals.trialConversionRate === null ? t("analytics.summary.noChurn") : percent.format(totals.trialConversionRate),
    ],
    ["tips", money(totals.tipsCents)],
    ["postSales", money(totals.postSalesCents)],
    ["giftsSold", number.format(totals.giftsSold)],
    ["giftsCents", money(totals.giftsCents)],
    ["giftsRedeemed", number.format(totals.giftsRedeemed)],
    ["offerRedemptions", number.format(totals.offerRedemptions)],
    ["offerGross", money(totals.offerGrossCents)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([key, value]) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t(`analytics.summary.${key}`)}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-figure={key}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
