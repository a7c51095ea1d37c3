// The demo's money side, made through the sandbox provider the way a user would: every demo
// creator has a verified payout account, and each paid demo membership is a sandbox checkout
// paid with the 4242 test card. So demo memberships have real subscriptions, invoices and
// ledger entries, renew on the sandbox clock and never silently lapse.
import { eq } from "drizzle-orm";
import { CREATOR_SHARE } from "../../../domain/money";
import type { PaidTier } from "../../../domain/memberships";
import { payCheckout } from "../../adapters/payments/sandbox/pages";
import type { AppDeps } from "../../lib/context";
import { ensureCustomer } from "../../features/billing/customers";
import { currentPrice } from "../../features/billing/prices";
import { payoutAccounts, sandboxAccounts } from "../schema";

interface DemoPerson {
  id: string;
  username: string;
  email: string;
}

export async function seedDemoBilling(deps: AppDeps, creators: DemoPerson[], paid: { follower: DemoPerson; creator: DemoPerson; tier: PaidTier }[]) {
  const { sandbox } = deps;
  if (!sandbox) {
    deps.logger.warn("demo paid memberships are left out: they are made through the sandbox payment provider, and Stripe is configured");
    return;
  }
  const accounts = new Map<string, string>();
  for (const creator of creators) {
    const accountId = await sandbox.createConnectedAccount({ creatorId: creator.id, email: creator.email, country: "US" });
    await deps.db.update(sandboxAccounts).set({ status: "verified", legalName: creator.username }).where(eq(sandboxAccounts.id, accountId));
    await deps.db.insert(payoutAccounts).values({ creatorId: creator.id, provider: "sandbox", accountId, status: "verified", onboardedAt: new Date() });
    accounts.set(creator.id, accountId);
  }
  for (const { follower, creator, tier } of paid) {
    const [customerId, price] = await Promise.all([ensureCustomer(deps, follower), currentPrice(deps, creator.id, tier)]);
    const session = await sandbox.createCheckoutSession({
      customerId,
      priceId: price.priceId,
      destinationAccountId: accounts.get(creator.id)!,
      creatorSharePercent: Math.round(CREATOR_SHARE * 100),
      successUrl: `${deps.config.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.config.publicUrl}/subscription/${creator.username}`,
      metadata: { followerId: follower.id, creatorId: creator.id, tier },
      idempotencyKey: `demo-${follower.id}-${creator.id}`,
    });
    await payCheckout(sandbox, session.id, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: follower.username });
  }
}
