// Paid memberships over HTTP: checkout and its return (/api/billing), changes to one's own
// memberships (/api/me/memberships/:username: the plan, cancel, pause, the retention offer,
// resume), the customer portal, creators' payout accounts (/api/me/payout-account) and billing
// terms (/api/me/billing-terms). Every route acts only for the signed-in user.
import { Hono } from "hono";
import { changeTierSchema, checkoutRequestSchema } from "../../../domain/billing";
import type { AppEnv } from "../../context";
import { cancelRequestSchema } from "../../../domain/cancellation";
import { pauseRequestSchema } from "../../../domain/pauses";
import { billingTermsSchema } from "../../../domain/billing-terms";
import { noStore } from "../../lib/cache-control";
import { validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { startCheckout, syncFollowerCheckout } from "./checkout";
import { cancelMembership, changeTier, resumeMembership } from "./plan-changes";
import { getPayoutAccount, payoutLink, refreshPayoutAccount } from "./payouts";
import { endPause, pauseMembership } from "./pauses";
import { acceptRetentionOffer } from "./retention-offer";
import { openPortal } from "./portal";
import { atProvider } from "./provider-errors";
import { getBillingTerms, saveBillingTerms } from "./terms";

export const billingRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post("/checkout", requireRole("follower"), validJson(checkoutRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { creator, tier, interval = "month", source, offer = null } = c.req.valid("json");
    return c.json(
      await atProvider(
        c,
        "payment_provider_error",
        "Failed to create checkout session",
        startCheckout(c.var, viewer, creator, { tier, interval }, source, offer),
      ),
    );
  })
  .post("/checkout/:sessionId/sync", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    const sync = syncFollowerCheckout(c.var, viewer.id, c.req.param("sessionId"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to check the checkout", sync));
  })
  .post("/portal", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(
      await atProvider(c, "portal_failed", "Failed to create customer portal session", openPortal(c.var, viewer)),
    );
  });

export const membershipChangeRoutes = new Hono<AppEnv>()
  .use(requireRole("follower"))
  .patch("/:username", validJson(changeTierSchema), async (c) => {
    const viewer = await requireViewer(c);
    const change = changeTier(c.var, viewer.id, c.req.param("username"), c.req.valid("json"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to change the plan", change));
  })
  .post("/:username/cancel", validJson(cancelRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(
      await atProvider(
        c,
        "payment_provider_error",
        "Failed to cancel the membership",
        cancelMembership(c.var, viewer.id, c.req.param("username"), c.req.valid("json")),
      ),
    );
  })
  .post("/:username/pause", validJson(pauseRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    const pause = pauseMembership(c.var, viewer.id, c.req.param("username"), c.req.valid("json"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to pause the membership", pause));
  })
  .delete("/:username/pause", async (c) => {
    const viewer = await requireViewer(c);
    const end = endPause(c.var, viewer.id, c.req.param("username"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to end the pause", end));
  })
  .post("/:username/retention-offer", async (c) => {
    const viewer = await requireViewer(c);
    const accept = acceptRetentionOffer(c.var, viewer.id, c.req.param("username"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to apply the offer", accept));
  })
  .post("/:username/resume", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(
      await atProvider(
        c,
        "payment_provider_error",
        "Failed to resume the membership",
        resumeMembership(c.var, viewer.id, c.req.param("username")),
      ),
    );
  });

export const payoutRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"))
  .use(noStore)
  .get("/", async (c) => c.json(await getPayoutAccount(c.var, (await requireViewer(c)).id)))
  .post("/link", async (c) => c.json(await payoutLink(c.var, await requireViewer(c))))
  .post("/refresh", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(
      await atProvider(
        c,
        "payment_provider_error",
        "Failed to read the payout account",
        refreshPayoutAccount(c.var, viewer.id),
      ),
    );
  });

export const billingTermsRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"))
  .use(noStore)
  .get("/", async (c) => c.json(await getBillingTerms(c.var.db, await requireViewer(c))))
  .put("/", validJson(billingTermsSchema), async (c) =>
    c.json(await saveBillingTerms(c.var.db, await requireViewer(c), c.req.valid("json"))),
  );
