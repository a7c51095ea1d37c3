// How a provider subscription's status reads on the portal: its label key and badge tone.
import type { BadgeTone } from "./status-badge";

type Subscription = { status: string; cancelAtPeriodEnd: boolean };

const tones: Record<string, BadgeTone> = {
  active: "success",
  trialing: "success",
  past_due: "danger",
  unpaid: "danger",
  incomplete: "warning",
  paused: "neutral",
  canceled: "neutral",
  incomplete_expired: "neutral",
};

/** Statuses whose period is still running, so it renews or ends and can be cancelled or resumed. */
export const isRunning = (subscription: Subscription) =>
  ["active", "trialing", "past_due"].includes(subscription.status);

export function subscriptionBadge(subscription: Subscription): { labelKey: string; tone: BadgeTone } {
  const known = subscription.status in tones;
  if (subscription.cancelAtPeriodEnd && isRunning(subscription) && subscription.status !== "past_due") {
    return { labelKey: "sandbox.portal.status.canceling", tone: "warning" };
  }
  return {
    labelKey: known ? `sandbox.portal.status.${subscription.status}` : "sandbox.portal.status.unknown",
    tone: tones[subscription.status] ?? "neutral",
  };
}
