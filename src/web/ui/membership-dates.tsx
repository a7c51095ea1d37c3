// A membership's dates as a description list: since when, and (paid tiers only) when it renews,
// when its free trial ends (the first charge), when it ends once nothing renews (cancelled, or unfollowed), or
// until when it is paid before a pause.
import clsx from "clsx";
import { useTranslation } from "../i18n";
import type { Tier } from "../../domain/memberships";
import { useFormatDate } from "../lib/format-date";

interface MembershipDatesProps {
  tier: Tier;
  since: string;
  renewsAt: string | null;
  /** Nothing renews: the date is the last day (see endsAtPeriodEnd in membership-state.ts). */
  cancelAtPeriodEnd?: boolean;
  /** In a free trial: renewsAt is its end, when the first charge is made. */
  isTrial?: boolean;
  /** A pause starts when the period ends: nothing renews then, so the date is how long it is paid for. */
  pausesAtPeriodEnd?: boolean;
  className?: string;
}

export function MembershipDates({
  tier,
  since,
  renewsAt,
  cancelAtPeriodEnd = false,
  isTrial = false,
  pausesAtPeriodEnd = false,
  className,
}: MembershipDatesProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rows = [{ label: t("memberships.since"), iso: since }];
  // A free follow never expires, so it has no renewal date (spec: renewal for non-rookie only).
  if (tier !== "rookie" && renewsAt)
    rows.push({
      label: t(
        cancelAtPeriodEnd
          ? "memberships.endsOn"
          : pausesAtPeriodEnd
            ? "memberships.paidUntil"
            : isTrial
              ? "memberships.trialUntil"
              : "memberships.renewsOn",
      ),
      iso: renewsAt,
    });
  return (
    <dl className={clsx("text-sm text-slate-600", className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap gap-x-1.5">
          <dt>{row.label}</dt>
          <dd className="whitespace-nowrap">
            <time dateTime={row.iso} className="font-medium text-slate-900">
              {formatDate(row.iso)}
            </time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
