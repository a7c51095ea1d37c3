// Gift memberships over HTTP (domain/gifts): a member buys one (POST /api/gifts) and comes back
// from its checkout (POST /api/gifts/:sessionId/sync); anyone with the email's link sees the gift
// (GET /api/gifts/redeem/:token) and a member redeems it (POST); the buyer lists their gifts and
// refunds one nobody redeemed (/api/me/gifts).
import { Hono } from "hono";
import { giftRequestSchema } from "../../../domain/gifts";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { previewGift, redeemGift } from "./gift-redeem";
import { refundGift } from "./gift-refunds";
import { listGivenGifts, startGift, syncBuyerGift } from "./gifts";
import { atProvider } from "./provider-errors";

export const giftRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post("/", requireRole("follower"), validJson(giftRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    const start = startGift(c.var, viewer, c.req.valid("json"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to create checkout session", start));
  })
  .post("/:sessionId/sync", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    const sync = syncBuyerGift(c.var, viewer.id, c.req.param("sessionId"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to check the checkout", sync));
  })
  .get("/redeem/:token", async (c) => c.json(await previewGift(c.var, c.req.param("token"))))
  .post("/redeem/:token", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    const redeem = redeemGift(c.var, viewer, c.req.param("token"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to redeem the gift", redeem));
  });

export const ownGiftRoutes = new Hono<AppEnv>()
  .use(requireRole("follower"))
  .use(noStore)
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await listGivenGifts(c.var.db, viewer.id, c.req.query("cursor")));
  })
  .post("/:id/refund", async (c) => {
    const viewer = await requireViewer(c);
    const refund = refundGift(c.var, viewer.id, c.req.param("id"));
    return c.json({ gift: await atProvider(c, "payment_provider_error", "Failed to refund the gift", refund) });
  });
