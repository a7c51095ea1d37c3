// One-off payments over HTTP: a member starts a tip (POST /api/tips) or buys a post (POST
// /api/posts/:id/unlock) and comes back from its checkout (POST /api/purchases/:sessionId/sync);
// a creator reads the tips they received (GET /api/me/tips).
import { Hono } from "hono";
import { tipRequestSchema } from "../../../domain/tips";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { atProvider } from "./provider-errors";
import { syncMemberPurchase } from "./purchase-returns";
import { startPostUnlock } from "./post-unlocks";
import { listTips, startTip } from "./tips";

export const tipRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post("/", requireRole("follower"), validJson(tipRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    const start = startTip(c.var, viewer, c.req.valid("json"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to create checkout session", start));
  });

export const postUnlockRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post("/:id/unlock", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    const start = startPostUnlock(c.var, viewer, c.req.param("id"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to create checkout session", start));
  });

export const purchaseRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post("/:sessionId/sync", requireRole("follower"), async (c) => {
    const viewer = await requireViewer(c);
    const sync = syncMemberPurchase(c.var, viewer.id, c.req.param("sessionId"));
    return c.json(await atProvider(c, "payment_provider_error", "Failed to check the checkout", sync));
  });

export const receivedTipRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"))
  .use(noStore)
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await listTips(c.var, viewer.id, c.req.query("cursor")));
  });
