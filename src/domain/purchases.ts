// One-off payments (a tip, a pay-per-view post): the way back from their checkout.
import type { TipPlace } from "./tips";

/** The page checkout sends the member to once a tip or a post is paid ({CHECKOUT_SESSION_ID} is the provider's). */
export const PURCHASE_THANKS_PATH = "/purchase/thanks?session_id={CHECKOUT_SESSION_ID}";

/** POST /api/purchases/:sessionId/sync: where the one-off checkout the member came back from stands. */
export interface PurchaseSyncResponse {
  status: "open" | "complete" | "expired";
  /** A tip, or a pay-per-view post bought. */
  kind: "tip" | "post";
  amountCents: number;
  creator: { username: string; name: string };
  /** A tip's place; null for a post bought. */
  place: TipPlace | null;
  postId: string | null;
}
