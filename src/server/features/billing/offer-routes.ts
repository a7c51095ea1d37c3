// Offers over HTTP (decision 027): a creator's own (/api/me/offers: list, make, end) and a promo
// code as the plan page looks it up (/api/creators/:username/offers/:code, no sign-in needed).
// Redeeming one is checkout's (/api/billing/checkout with `offer`); the retention offer is taken
// from the member's own memberships (routes.ts).
import { Hono } from "hono";
import { offerRequestSchema } from "../../../domain/offer-requests";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { getPublicOffer } from "./offer-codes";
import { createOffer, endOffer, listCreatorOffers } from "./offers";

export const ownOfferRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"))
  .use(noStore)
  .get("/", async (c) => c.json(await listCreatorOffers(c.var.db, (await requireViewer(c)).id)))
  .post("/", validJson(offerRequestSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await createOffer(c.var.db, viewer.id, c.req.valid("json")), 201);
  })
  .delete("/:id", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await endOffer(c.var.db, viewer.id, c.req.param("id")));
  });

export const publicOfferRoutes = new Hono<AppEnv>()
  // The answer changes as members redeem the offer and the creator ends it: never kept by a shared cache.
  .get("/:username/offers/:code", noStore, async (c) =>
    c.json(await getPublicOffer(c.var.db, c.req.param("username"), c.req.param("code"))),
  );
