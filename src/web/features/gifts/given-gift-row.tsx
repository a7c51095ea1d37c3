// One gift in the member's list: the creator, the tier and length, who it is for, the amount, when
// it was paid, where it stands, the message, and "Refund" while it can still be taken back.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { GivenGift } from "../../../domain/gifts";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { useFormatDate } from "../../lib/format-date";
import { DashboardIcon } from "../../ui/dashboard-icons";
import { GiftStatus } from "./gift-status";
import { creatorName, useGiftWords } from "./gift-words";
import { RefundGiftAction } from "./refund-gift-action";

export function GivenGiftRow({ gift }: { gift: GivenGift }) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatDate = useFormatDate();
  const words = useGiftWords();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // A refund takes the button (and its dialog) away: focus goes to the status that says it is done.
  const wasRefundable = useRef(gift.refundableUntil !== null);
  useEffect(() => {
    if (wasRefundable.current && gift.status === "refunded") statusRef.current?.focus();
    wasRefundable.current = gift.refundableUntil !== null;
  }, [gift.status, gift.refundableUntil]);

  return (
    <li className="flex gap-3 p-4 sm:gap-4 sm:px-5">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <DashboardIcon name="tips" className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="min-w-0 font-semibold break-words text-slate-900">
            {gift.creator.username ? (
              <Link
                to={`/influencer/${encodeURIComponent(gift.creator.username.toLowerCase())}`}
                className="hover:underline"
              >
                {creatorName(gift.creator)}
              </Link>
            ) : (
              t("gifts.given.formerCreator")
            )}
          </p>
          <p className="text-lg font-bold text-slate-900 tabular-nums">{format.money(gift.amountCents)}</p>
        </div>
        <p className="text-sm font-medium text-slate-800">
          {t("gifts.given.plan", { tier: words.tier(gift.tier), months: words.months(gift.months) })}
        </p>
        <p className="text-sm break-all text-slate-600">{t("gifts.given.for", { email: gift.recipientEmail })}</p>
        {gift.paidAt && (
          <p className="text-sm text-slate-600">{t("gifts.given.paid", { date: formatDate(gift.paidAt) })}</p>
        )}
        {gift.message && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
            <span className="sr-only">{t("gifts.given.messageLabel")} </span>
            {gift.message}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <p ref={statusRef} tabIndex={-1} className="focus:outline-none">
            <GiftStatus gift={gift} />
          </p>
          {gift.refundableUntil && (
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-xs text-slate-500">
                {t("gifts.given.refundableUntil", { date: formatDate(gift.refundableUntil) })}
              </span>
              <RefundGiftAction gift={gift} />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
