// Where a membership stands, as a dot and a word: active, ending at the period's end, payment due,
// paused or ended.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import type { OwnMembership } from "./queries";

type StatusKey = "active" | "canceling" | "pastDue" | "paused" | "ended";
type StatusFacts = Pick<OwnMembership, "isActive" | "status" | "cancelAtPeriodEnd" | "pause">;

export function membershipStatusKey(membership: StatusFacts): StatusKey {
  // A failed renewal keeps access while the card is retried; the follower must still see it.
  if (membership.status === "past_due") return membership.isActive ? "pastDue" : "ended";
  // Paused, the membership is a free follow for now; "Active" would hide that the paid plan is away.
  if (membership.isActive && membership.pause?.phase === "paused") return "paused";
  if (membership.isActive) return membership.cancelAtPeriodEnd ? "canceling" : "active";
  return "ended";
}

const dots: Record<StatusKey, string> = {
  active: "bg-green-500",
  canceling: "bg-amber-500",
  pastDue: "bg-red-500",
  paused: "bg-sky-500",
  ended: "bg-slate-400",
};

export function MembershipStatus({ membership }: { membership: StatusFacts }) {
  const { t } = useTranslation();
  const key = membershipStatusKey(membership);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
      <span aria-hidden="true" className={clsx("h-2 w-2 rounded-full", dots[key])} />
      {t(`memberships.status.${key}`)}
    </span>
  );
}
