// What a follower must know about a paid membership beyond its dates: a failed renewal to fix,
// a switch to another plan or billing waiting for the period end, an unfollow that ends it, a
// pause (waiting for the period end, or running until billing resumes), an offer's discount, or a
// gift that covers it for a while.
import clsx from "clsx";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { useOfferWords } from "../../ui/offer-words";
import { membershipOptions, scheduledChange } from "./membership-state";
import type { OwnMembership } from "./queries";

export function MembershipNotes({ membership, className }: { membership: OwnMembership; className?: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const offerWords = useOfferWords();
  const options = membershipOptions(membership);
  const { isPastDue } = options;
  const scheduled = scheduledChange(membership, options);
  const date = membership.renewsAt ? formatDate(membership.renewsAt) : "";
  const isLeaving = membership.isActive && membership.leavesAtPeriodEnd && date !== "";
  const { pause } = membership;
  let pauseNote: string | null = null;
  if (pause && options.pauseScheduled) {
    pauseNote = t("memberships.notes.pauseScheduled", {
      date: formatDate(pause.startsAt),
      resumeDate: formatDate(pause.resumesAt),
    });
  } else if (pause && options.isPaused) {
    pauseNote = t("memberships.notes.paused", {
      plan: t(`memberships.tier.${pause.tier}`),
      resumeDate: formatDate(pause.resumesAt),
    });
  }
  const discount = membership.isActive ? membership.discount : null;
  const discountNote = discount
    ? discount.endsAt
      ? t("memberships.notes.discountUntil", {
          discount: offerWords.discount(discount.discount),
          date: formatDate(discount.endsAt),
        })
      : t("memberships.notes.discountForever", { discount: offerWords.discount(discount.discount) })
    : null;
  // A gift on top of a paid membership moves its next charge; a gift alone says its end by the tier.
  const giftNote =
    membership.isActive && membership.giftEndsAt && membership.interval
      ? t("memberships.notes.giftCovers", { date: formatDate(membership.giftEndsAt) })
      : null;
  if (!isPastDue && !scheduled && !isLeaving && !pauseNote && !discountNote && !giftNote) return null;
  return (
    <div className={clsx("space-y-2 text-sm", className)}>
      {isPastDue && (
        <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          {t("memberships.notes.pastDue")}{" "}
          <Link to="/dashboard/follower/settings" className="font-semibold underline">
            {t("memberships.notes.managePayments")}
          </Link>
        </p>
      )}
      {scheduled && date && (
        <p className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sky-900">
          {t(
            scheduled.shape === "tier"
              ? "memberships.notes.scheduled"
              : `memberships.notes.${scheduled.shape === "interval" ? "scheduledBilling" : "scheduledBilled"}.${scheduled.interval}`,
            { plan: t(`memberships.tier.${scheduled.tier}`), date },
          )}
        </p>
      )}
      {pauseNote && <p className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sky-900">{pauseNote}</p>}
      {giftNote && <p className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sky-900">{giftNote}</p>}
      {discountNote && (
        <p className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-900">{discountNote}</p>
      )}
      {isLeaving && (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700">
          {t("memberships.notes.leaving", { date })}
        </p>
      )}
    </div>
  );
}
