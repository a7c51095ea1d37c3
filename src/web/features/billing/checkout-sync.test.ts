import { describe, expect, it } from "vitest";
import type { CheckoutSyncResponse } from "../../../domain/billing";
import { checkoutPhase, MAX_SYNC_ANSWERS, nextSyncDelay, SYNC_POLL_MS } from "./checkout-sync";

const answer = (status: CheckoutSyncResponse["status"]): CheckoutSyncResponse => ({
  status,
  creator: { username: "maya_strong" },
  tier: "pro",
});

describe("checkoutPhase", () => {
  it.each([
    [
      "before the minimum time, whatever the answer",
      { hasWaited: false, isError: false, data: answer("complete"), answers: 1 },
      "processing",
    ],
    [
      "before the minimum time, even after an error",
      { hasWaited: false, isError: true, data: undefined, answers: 0 },
      "processing",
    ],
    [
      "while the first answer is awaited",
      { hasWaited: true, isError: false, data: undefined, answers: 0 },
      "processing",
    ],
    [
      "when the checkout is paid",
      { hasWaited: true, isError: false, data: answer("complete"), answers: 1 },
      "complete",
    ],
    ["when the checkout expired", { hasWaited: true, isError: false, data: answer("expired"), answers: 1 }, "expired"],
    [
      "while an open checkout is still being asked",
      { hasWaited: true, isError: false, data: answer("open"), answers: MAX_SYNC_ANSWERS - 1 },
      "processing",
    ],
    [
      "once the open checkout used its answers",
      { hasWaited: true, isError: false, data: answer("open"), answers: MAX_SYNC_ANSWERS },
      "stillOpen",
    ],
    ["when asking failed", { hasWaited: true, isError: true, data: undefined, answers: 0 }, "failed"],
  ] as const)("%s", (_, input, expected) => {
    expect(checkoutPhase(input)).toBe(expected);
  });
});

describe("nextSyncDelay", () => {
  it("asks again a second later while the checkout is open", () => {
    expect(nextSyncDelay(answer("open"), 1)).toBe(SYNC_POLL_MS);
  });

  it("stops after the round's answers, and once the checkout is settled", () => {
    expect(nextSyncDelay(answer("open"), MAX_SYNC_ANSWERS)).toBe(false);
    expect(nextSyncDelay(answer("complete"), 1)).toBe(false);
    expect(nextSyncDelay(answer("expired"), 1)).toBe(false);
    expect(nextSyncDelay(undefined, 0)).toBe(false);
  });
});
