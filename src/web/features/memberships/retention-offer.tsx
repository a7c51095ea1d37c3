// The cancel dialog's "Stay for less": the creator's retention offer on the member's plan, what it
// takes off and for how long, the price it makes beside today's, and the button that takes it.
// The creator makes it once: the server stops answering it after it is accepted or turned down.
import { useId, type ReactNode } from "react";
import { discountedCents, type RetentionOffer as Offer } from "../../../domain/offers";
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useOfferWords } from "../../ui/offer-words";
import { useMonthlyPrice } from "./retention-offer-queries";

interface RetentionOfferProps {
  offer: Offer;
  username: string;
  tier: PaidTier;
  onAccept: () => void;
  isPending: boolean;
  /** Another request (a pause, the cancellation) is under way. */
  disabled: boolean;
  /** Why accepting failed; nothing changed. */
  error?: ReactNode;
}

export function RetentionOffer({ offer, username, tier, onAccept, isPending, disabled, error }: RetentionOfferProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useOfferWords();
  const titleId = useId();
  const priceCents = useMonthlyPrice(username, tier, true);
  const terms = words.terms(offer.discount, offer.months);
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t("memberships.retentionOffer.title")}
      </h3>
      <p className="text-sm text-slate-800">
        {priceCents === null
          ? t("memberships.retentionOffer.terms", { terms })
          : t("memberships.retentionOffer.price", {
              terms,
              price: format.money(discountedCents(priceCents, offer.discount)),
              full: format.money(priceCents),
            })}
      </p>
      <p className="text-sm text-slate-700">{t("memberships.retentionOffer.text")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={onAccept} isLoading={isPending} disabled={disabled} className="w-full sm:w-auto">
        {t("memberships.retentionOffer.accept")}
      </Button>
    </section>
  );
}
