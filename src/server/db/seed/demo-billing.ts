// The demo's money side, made through the sandbox provider the way a user would: every demo
// creator has a verified payout account, and each paid demo membership is a checkout started by
// the billing feature and paid on the sandbox's checkout with the 4242 test card. So demo
// memberships have real subscriptions, invoices and ledger entries, renew on the sandbox clock
// and never silently lapse. maya_strong has offers the tour can show: a promo code and a retention
// offer, made through the billing feature like a creator's.
import type { BillingInterval } from "../../../domain/billing-intervals";
import { eq } from "drizzle-orm";
import type { MembershipSource, PaidTier } from "../../../domain/memberships";
import type { SessionUser } from "../../../domain/roles";
import { payCheckout } from "../../adapters/payments/sandbox/pages";
import type { AppDeps } from "../../context";
import { startCheckout } from "../../features/billing/checkout";
import { createOffer } from "../../features/billing/offers";
import { payoutAccounts, sandboxAccounts } from "../schema";

interface DemoPerson {
  id: string;
  username: string;
  email: string;
}

export async function seedDemoPayouts(deps: AppDeps, creators: DemoPerson[]) {
  const { sandbox } = deps;
  if (!sandbox) {
    deps.logger.warn(
      "demo paid memberships are left out: they are made through the sandbox payment provider, and Stripe is configured",
    );
    return;
  }
  for (const creator of creators) {
    const accountId = await sandbox.createConnectedAccount({
      creatorId: creator.id,
      email: creator.email,
      country: "US",
    });
    await deps.db
      .update(sandboxAccounts)
      .set({ status: "verified", legalName: creator.username })
      .where(eq(sandboxAccounts.id, accountId));
    await deps.db
      .insert(payoutAccounts)
      .values({ creatorId: creator.id, provider: "sandbox", accountId, status: "verified", onboardedAt: new Date() });
  }
}

/** The follower buys `tier` with the creator: checkout from `source`, paid on the sandbox's page. */
export async function subscribeDemo(
  deps: AppDeps,
  follower: DemoPerson & Pick<SessionUser, "gender">,
  creator: string,
  tier: PaidTier,
  source: MembershipSource,
  interval: BillingInterval = "month",
) {
  if (!deps.sandbox) return;
  const { url } = await startCheckout(
    deps,
    { ...follower, role: "follower", isOwner: false },
    creator,
    { tier, interval },
    source,
  );
  const sessionId = new URL(url).pathname.split("/").at(-1)!;
  await payCheckout(deps.sandbox, sessionId, {
    cardNumber: "4242424242424242",
    expiry: "12/34",
    cvc: "123",
    name: follower.username,
  });
}

/** The code on maya_strong's offer link (/subscription/maya_strong?offer=STRONG50). */
export const DEMO_OFFER_CODE = "STRONG50";

/** A promo code for half off PRO for three months, and the cancel dialog's 30% off PRO for three months. */
export async function seedDemoOffers(deps: AppDeps, creatorId: string) {
  await createOffer(deps.db, creatorId, {
    purpose: "code",
    code: DEMO_OFFER_CODE,
    tier: "pro",
    discount: { type: "percent", percentOff: 50 },
    months: 3,
    endsAt: null,
    redemptionLimit: null,
  });
  await createOffer(deps.db, creatorId, {
    purpose: "retention",
    code: null,
    tier: "pro",
    discount: { type: "percent", percentOff: 30 },
    months: 3,
    endsAt: null,
    redemptionLimit: null,
  });
}
