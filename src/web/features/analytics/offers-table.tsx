// The range's offers as a table: each promo code (or the retention offer), its plan, how many
// members redeemed it and what invoices at its price brought in, with its CSV download.
import clsx from "clsx";
import { useId } from "react";
import type { OfferFigures } from "../../../domain/analytics";
import { formatMoney } from "../../../domain/money";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { downloadCsv } from "./csv";
import { offerCsvRows, offerName, type OfferNames } from "./offer-rows";

export function OffersTable({ offers, filename }: { offers: OfferFigures[]; filename: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const names: OfferNames = { retention: t("offers.retention"), plan: (tier) => t(`analytics.tiers.${tier}`) };
  const columns = [
    t("analytics.offers.offer"),
    t("analytics.offers.plan"),
    t("analytics.offers.redemptions"),
    t("analytics.offers.revenue"),
  ];
  const title = t("analytics.offers.title");
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{t("analytics.offers.description")}</p>
        </div>
        {offers.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t("analytics.downloadCsvOf", { title })}
            onClick={() => downloadCsv(filename, columns, offerCsvRows(offers, names))}
          >
            {t("analytics.downloadCsv")}
          </Button>
        )}
      </div>
      {offers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("analytics.offers.empty")}</p>
      ) : (
        // Below 640 px the plan goes under the offer's name, so the figures fit a phone's width.
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={clsx(
                      "px-2 py-2 font-semibold whitespace-nowrap sm:px-3",
                      index === 1 && "hidden sm:table-cell",
                      index >= 2 && "text-right",
                    )}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <th scope="row" className="px-2 py-1.5 font-normal text-slate-900 sm:px-3">
                    <span className={clsx("block wrap-anywhere", offer.code && "font-mono")}>
                      {offerName(offer, names)}
                    </span>
                    <span className="block text-xs text-slate-600 sm:hidden">{names.plan(offer.tier)}</span>
                  </th>
                  <td className="hidden px-3 py-1.5 whitespace-nowrap text-slate-700 sm:table-cell">
                    {names.plan(offer.tier)}
                  </td>
                  <td className="px-2 py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums sm:px-3">
                    {number.format(offer.redemptions)}
                  </td>
                  <td className="px-2 py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums sm:px-3">
                    {formatMoney(offer.grossCents, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
