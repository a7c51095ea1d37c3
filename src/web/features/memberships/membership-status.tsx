// Where a membership stands, as a dot and a word: active, ending at the period's end, payment due or ended.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import type { OwnMembership } from "./queries";

type StatusKey = "active" | "canceling" | "pastDue" | "ended";

export function membershipStatusKey(
  membership: Pick<OwnMembership, "isActive" | "status" | "cancelAtPeriodEnd">,
): StatusKey {
  // A failed renewal keeps access while the card is retried; the follower must still see it.
  if (membership.status === "past_due") return membership.isActive ? "pastDue" : "ended";
  if (membership.isActive) return membership.cancelAtPeriodEnd ? "canceling" : "active";
  return "ended";
}

const dots: Record<StatusKey, string> = {
  active: "bg-green-500",
  canceling: "bg-amber-500",
  pastDue: "bg-red-500",
  ended: "bg-slate-400",
};

export function MembershipStatus({
  membership,
}: {
  membership: Pick<OwnMembership, "isActive" | "status" | "cancelAtPeriodEnd">;
}) {
  const { t } = useTranslation();
  const key = membershipStatusKey(membership);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
      <span aria-hidden="true" className={clsx("h-2 w-2 rounded-full", dots[key])} />
      {t(`memberships.status.${key}`)}
    </span>
  );
}
