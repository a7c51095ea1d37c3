// How an offer's discount reads wherever it is shown (the plan page, the creator's offers, a member's
// cancel dialog and card): "50% off for 3 months", "$2.00 off forever", "$4.99/month for 3 months,
// then $9.99/month". The strings are the `offers` group, loaded with the plans and dashboard parts.
import { useMemo } from "react";
import { discountedCents, type OfferDiscount } from "../../domain/offers";
import { useTranslation } from "../i18n";
import { useFormat } from "../lib/format";

export function useOfferWords() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: "percent" });
    /** "50% off", "$2.00 off". */
    const discount = (offer: OfferDiscount) =>
      offer.type === "percent"
        ? t("offers.discount.percent", { percent: percent.format(offer.percentOff / 100) })
        : t("offers.discount.amount", { amount: format.money(offer.amountOffCents) });
    return {
      discount,
      /** "50% off for 3 months", "$2.00 off forever". */
      terms: (offer: OfferDiscount, months: number | null) =>
        months === null
          ? t("offers.terms.forever", { discount: discount(offer) })
          : t("offers.terms.months", { discount: discount(offer), count: months }),
      /** "$4.99/month for 3 months, then $9.99/month", "$4.99/month forever". */
      price: (fullCents: number, offer: OfferDiscount, months: number | null) => {
        const price = format.money(discountedCents(fullCents, offer));
        return months === null
          ? t("offers.price.forever", { price })
          : t("offers.price.months", { price, count: months, full: format.money(fullCents) });
      },
    };
  }, [format, locale, t]);
}
