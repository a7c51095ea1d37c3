// Where the return from the provider's checkout page stands (a membership's, or a tip's on the tip
// thanks page). The webhook may reach the server before or after the browser comes back, so a
// checkout still "open" is asked again a few times before the page says it is taking longer than usual.
import { useEffect, useState } from "react";
import type { CheckoutSyncResponse } from "../../../domain/billing";

/** The spec shows "processing" for at least 2 s on the success page. */
export const MIN_PROCESSING_MS = 2000;
export const SYNC_POLL_MS = 1000;
/** Answers that may say "open" before the page stops asking on its own. */
export const MAX_SYNC_ANSWERS = 5;

export type CheckoutPhase = "processing" | "complete" | "expired" | "stillOpen" | "failed";

/** What the phase reads of a sync answer: both checkouts' answers say where they stand the same way. */
export type SyncAnswer = Pick<CheckoutSyncResponse, "status">;

interface PhaseInput {
  /** The minimum processing time has passed. */
  hasWaited: boolean;
  isError: boolean;
  data: SyncAnswer | undefined;
  /** How many answers the current round of asking got. */
  answers: number;
}

export function checkoutPhase({ hasWaited, isError, data, answers }: PhaseInput): CheckoutPhase {
  if (!hasWaited) return "processing";
  if (isError) return "failed";
  if (!data) return "processing";
  if (data.status === "complete") return "complete";
  if (data.status === "expired") return "expired";
  return answers >= MAX_SYNC_ANSWERS ? "stillOpen" : "processing";
}

/** When to ask again: only while the checkout is open and the round has answers left. */
export function nextSyncDelay(data: SyncAnswer | undefined, answers: number): number | false {
  return data?.status === "open" && answers < MAX_SYNC_ANSWERS ? SYNC_POLL_MS : false;
}

/** True once `ms` have passed since the page opened: "processing" shows at least that long. */
export function useMinimumWait(ms: number) {
  const [hasWaited, setHasWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setHasWaited(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return hasWaited;
}
