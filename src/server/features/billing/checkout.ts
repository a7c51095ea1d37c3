// Starting a paid membership: the follower is sent to the provider's checkout, and on the way
// back the checkout is synced by its id (its webhook may come before or after the redirect).
// A double click, two tabs or a retried request get the same open checkout, never two.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type CheckoutSyncResponse, type RedirectResponse } from "../../../domain/billing";
import type { Plan } from "../../../domain/billing-intervals";
import { effectiveTier, type MembershipSource, type PaidTier } from "../../../domain/memberships";
import { CREATOR_SHARE } from "../../../domain/money";
import type { SessionUser } from "../../../domain/roles";
import { checkoutSessions, memberships, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findCreatorId } from "../memberships";
import { ensureCustomer } from "./customers";
import { lockFor, type BillingDeps } from "./deps";
import { syncCheckout } from "./event-sync";
import { checkoutOffer, claimOffer } from "./offer-codes";
import { ensureOfferCoupon, productOfPrice } from "./offer-coupons";
import { payoutDestination } from "./payouts";
import { currentPrice } from "./prices";
import { trialDaysAtCheckout } from "./trials";

/** A checkout about to expire is not worth handing out again. */
const REUSE_MARGIN_MS = 5 * 60_000;

const alreadySubscribed = () =>
  new AppError(
    "already_subscribed",
    409,
    "You already have a paid membership with this creator. Change your plan instead.",
  );

export async function startCheckout(
  deps: BillingDeps,
  follower: SessionUser,
  creatorUsername: string,
  { tier, interval }: Plan,
  source: MembershipSource = "other",
  offerCode: string | null = null,
): Promise<RedirectResponse> {
  const creatorId = await findCreatorId(deps.db, creatorUsername);
  // An offer is checked before anything is made for the checkout: a wrong code costs nothing.
  const offer = offerCode === null ? null : await checkoutOffer(deps.db, creatorId, offerCode, { tier, interval });
  const provider = deps.payments.name;
  const destinationAccountId = await payoutDestination(deps, creatorId);
  const [customerId, price] = await Promise.all([
    ensureCustomer(deps, follower),
    currentPrice(deps, creatorId, tier, interval),
  ]);

  const outcome = await deps.db.transaction(async (tx): Promise<{ url: string } | { completedSessionId: string }> => {
    await lockFor(tx, `pair:${follower.id}:${creatorId}`);
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.followerId, follower.id), eq(memberships.creatorId, creatorId)));
    const held = effectiveTier(membership ?? null);
    if (held === "pro" || held === "all_star") throw alreadySubscribed();
    // A paused member already has the subscription that bills again: a second would be a duplicate.
    if (membership?.pausedTier) {
      throw new AppError("membership_paused", 409, "Your membership is paused. Resume it instead.");
    }
    if (offer) await claimOffer(tx, offer, follower.id);
    // Read under the pair's lock: two checkouts at once cannot both start a trial. An offer takes
    // the trial's place: its member pays the offer's price from the first day.
    const trialDays = offer ? 0 : await trialDaysAtCheckout(tx, follower.id, creatorId, tier);

    const [open] = await tx
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.followerId, follower.id),
          eq(checkoutSessions.creatorId, creatorId),
          eq(checkoutSessions.status, "open"),
        ),
      );
    if (open) {
      const isReusable =
        open.provider === provider &&
        open.priceId === price.priceId &&
        open.trialDays === trialDays &&
        open.offerId === (offer?.id ?? null) &&
        open.expiresAt.getTime() > Date.now() + REUSE_MARGIN_MS;
      const snapshot = isReusable
        ? await deps.payments.getCheckoutSession(open.sessionId)
        : await expireAtProvider(deps, open);
      // Paid meanwhile (in another tab): bring it in below rather than sell a second one.
      if (snapshot?.status === "complete") return { completedSessionId: open.sessionId };
      if (snapshot?.status === "open" && snapshot.url && isReusable) return { url: snapshot.url };
      await tx.update(checkoutSessions).set({ status: "expired", url: null }).where(eq(checkoutSessions.id, open.id));
    }

    const base = deps.config.publicUrl;
    const couponId = offer ? await ensureOfferCoupon(deps, offer, await productOfPrice(deps, price.priceId)) : null;
    // Back from the provider's page, the plan page still shows the offer.
    const offerQuery = offer ? `&offer=${encodeURIComponent(offer.code!)}` : "";
    const session = await deps.payments.createCheckoutSession({
      customerId,
      priceId: price.priceId,
      destinationAccountId,
      creatorSharePercent: Math.round(CREATOR_SHARE * 100),
      trialDays,
      couponId,
      successUrl: `${base}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/subscription/${encodeURIComponent(creatorUsername.toLowerCase())}?tier=${tier}&interval=${interval}${offerQuery}`,
      metadata: { followerId: follower.id, creatorId, tier, interval },
      idempotencyKey: `checkout-${randomUUID()}`,
    });
    await tx.insert(checkoutSessions).values({
      provider,
      sessionId: session.id,
      followerId: follower.id,
      creatorId,
      tier,
      interval,
      priceId: price.priceId,
      url: session.url,
      // A membership this checkout creates records it (analytics trigger on memberships).
      source,
      trialDays,
      offerId: offer?.id ?? null,
      expiresAt: session.expiresAt,
    });
    if (!session.url) throw new AppError("payment_provider_error", 502, "No checkout URL received");
    return { url: session.url };
  });
  if ("url" in outcome) return outcome;
  await syncCheckout(deps, outcome.completedSessionId);
  throw alreadySubscribed();
}

/** Ends an open checkout at the provider (a sandbox session from before a switch to Stripe just lapses). */
async function expireAtProvider(deps: BillingDeps, open: typeof checkoutSessions.$inferSelect) {
  if (open.provider !== deps.payments.name) return null;
  return deps.payments.expireCheckoutSession(open.sessionId);
}

/** The follower is back from checkout: bring it in now rather than wait for the webhook. */
// Checkout session ids of Stripe (cs_test_…) and the sandbox (cs_sbx_…): letters, digits, _ and -.
const SESSION_ID = /^[\w-]{1,255}$/;

export async function syncFollowerCheckout(
  deps: BillingDeps,
  followerId: string,
  sessionId: string,
): Promise<CheckoutSyncResponse> {
  if (!SESSION_ID.test(sessionId)) throw new AppError("checkout_not_found", 404, "We could not find this checkout.");
  const [row] = await deps.db
    .select({ tier: checkoutSessions.tier, creator: users.username })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.creatorId))
    .where(
      and(
        eq(checkoutSessions.provider, deps.payments.name),
        eq(checkoutSessions.sessionId, sessionId),
        eq(checkoutSessions.followerId, followerId),
      ),
    );
  if (!row) throw new AppError("checkout_not_found", 404, "We could not find this checkout.");
  const snapshot = await syncCheckout(deps, sessionId);
  return { status: snapshot.status, creator: { username: row.creator }, tier: row.tier as PaidTier };
}
