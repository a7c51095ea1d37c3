// An offer's redemption, recorded once per subscription and offer by whichever sync sees the
// discount first (a webhook, the member's return, the retention offer's answer), and counted on
// the offer only by the one that recorded it: replays and any order of events count it once.
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { offerRedemptions, offers } from "../../db/schema";
import type { BillingDeps } from "./deps";

export interface Redemption {
  provider: BillingDeps["payments"]["name"];
  subscriptionId: string;
  offerId: string;
  followerId: string;
  creatorId: string;
  /** When the discount started applying (the provider's). */
  redeemedAt: Date;
}

/** Records the redemption; answers whether this call did. */
export async function recordRedemption(tx: Queryable, redemption: Redemption) {
  const inserted = await tx
    .insert(offerRedemptions)
    .values(redemption)
    .onConflictDoNothing()
    .returning({ id: offerRedemptions.id });
  if (inserted.length === 0) return false;
  await tx
    .update(offers)
    .set({ redemptions: sql`${offers.redemptions} + 1` })
    .where(eq(offers.id, redemption.offerId));
  return true;
}
