// One of the creator's offers: its code (or "Retention offer"), plan and discount, the price members
// pay, whether it still runs, until when, how many redeemed it, a promo's link to share, and End offer.
import clsx from "clsx";
import { useId, type FocusEvent } from "react";
import { offerUnavailable, type CreatorOffer } from "../../../domain/offers";
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { useFormatDate } from "../../lib/format-date";
import { Button } from "../../ui/button";
import { CopyButton } from "../../ui/copy-button";
import { TextField } from "../../ui/fields";
import { useOfferWords } from "../../ui/offer-words";

type OfferStatus = "running" | "ended" | "usedUp";

export function offerStatus(offer: CreatorOffer, now: Date): OfferStatus {
  const unavailable = offerUnavailable(
    {
      endsAt: offer.endsAt ? new Date(offer.endsAt) : null,
      endedAt: offer.endedAt ? new Date(offer.endedAt) : null,
      redemptionLimit: offer.redemptionLimit,
      redemptions: offer.redemptions,
    },
    now,
  );
  return unavailable === null ? "running" : unavailable === "ended" ? "ended" : "usedUp";
}

/** The address a promo's code is shared by: the creator's plan page with the code filled in. */
export const offerLink = (origin: string, username: string, code: string) =>
  `${origin}/subscription/${encodeURIComponent(username)}?offer=${encodeURIComponent(code)}`;

const statusTones: Record<OfferStatus, string> = {
  running: "bg-green-50 text-green-800 ring-green-600/30",
  ended: "bg-slate-100 text-slate-700 ring-slate-300",
  usedUp: "bg-amber-50 text-amber-900 ring-amber-500/40",
};

const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

interface OfferRowProps {
  offer: CreatorOffer;
  username: string;
  monthlyCents: Record<PaidTier, number>;
  onEnd: (offer: CreatorOffer) => void;
}

export function OfferRow({ offer, username, monthlyCents, onEnd }: OfferRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatDate = useFormatDate();
  const words = useOfferWords();
  const titleId = useId();
  const status = offerStatus(offer, new Date());
  const name = offer.code ?? t("offers.retention");
  const endedAt = offer.endedAt ?? (status === "ended" ? offer.endsAt : null);
  const count = { count: offer.redemptions, formatted: format.count(offer.redemptions) };
  return (
    <li aria-labelledby={titleId} className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={titleId} className={clsx("font-semibold break-all text-slate-900", offer.code && "font-mono")}>
              {name}
            </h4>
            <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", statusTones[status])}>
              {t(`billing.offers.status.${status}`)}
            </span>
          </div>
          <p className="text-sm text-slate-800">
            {t("billing.offers.summary", {
              plan: t(`memberships.tier.${offer.tier}`),
              terms: words.terms(offer.discount, offer.months),
            })}
          </p>
          <p className="text-sm text-slate-600">
            {words.price(monthlyCents[offer.tier], offer.discount, offer.months)}
          </p>
          <p className="text-sm text-slate-600">
            {endedAt
              ? t("billing.offers.endedOn", { date: formatDate(endedAt) })
              : offer.endsAt
                ? t("billing.offers.endsOn", { date: formatDate(offer.endsAt) })
                : t("billing.offers.noEnd")}
            {" · "}
            {offer.redemptionLimit === null
              ? t("billing.offers.redeemed", count)
              : t("billing.offers.redeemedOf", { ...count, limit: format.count(offer.redemptionLimit) })}
          </p>
        </div>
        {status !== "ended" && (
          <Button
            variant="secondary"
            size="sm"
            className="w-full shrink-0 sm:w-auto"
            aria-label={t("billing.offers.endOf", { name })}
            onClick={() => onEnd(offer)}
          >
            {t("billing.offers.end")}
          </Button>
        )}
      </div>
      {offer.code && status === "running" && (
        <div className="space-y-2">
          <TextField
            label={t("billing.offers.link")}
            value={offerLink(window.location.origin, username, offer.code)}
            readOnly
            onFocus={selectAll}
            className="font-mono text-sm"
          />
          <CopyButton
            text={offerLink(window.location.origin, username, offer.code)}
            label={t("billing.offers.copyLink")}
          />
        </div>
      )}
    </li>
  );
}
