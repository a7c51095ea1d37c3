// The demo's money side, made through the sandbox provider the way a user would: every demo
// creator has a verified payout account, and each paid demo membership is a checkout started by
// the billing feature and paid on the sandbox's checkout with the 4242 test card. So demo
// memberships have real subscriptions, invoices and ledger entries, renew on the sandbox clock
// and never silently lapse.
import type { BillingInterval } from "../../../domain/billing-intervals";
import { eq } from "drizzle-orm";
import type { MembershipSource, PaidTier } from "../../../domain/memberships";
import type { SessionUser } from "../../../domain/roles";
import { payCheckout } from "../../adapters/payments/sandbox/pages";
import type { AppDeps } from "../../context";
import { startCheckout } from "../../features/billing/checkout";
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
