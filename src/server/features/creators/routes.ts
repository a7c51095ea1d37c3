// Public creator reads: featured, explore, one profile.
import { Hono } from "hono";
import { z } from "zod";
import { exploreCategories, SEARCH_MAX_LENGTH } from "../../../domain/creators";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { valid } from "../../lib/validate";
import { getViewer } from "../auth";
import { getPublicProfile } from "./public-profile";
import { publicOffers } from "./public-offers";
import { exploreCreators, listFeaturedCreators } from "./service";
import { cacheForViewer } from "../../lib/cache-control";
import { readDatabase } from "../../lib/read-your-writes";

const exploreQuerySchema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  category: z.enum(exploreCategories).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).optional(),
});

export const creatorRoutes = new Hono<AppEnv>()
  .get("/featured", async (c) => {
    c.header("cache-control", "public, max-age=30");
    return c.json({ creators: await listFeaturedCreators(readDatabase(c), publicOffers(c.var)) });
  })
  .get("/", valid("query", exploreQuerySchema), async (c) => {
    const viewer = await getViewer(c);
    // The list leaves out the viewer's own profile, so it differs per viewer.
    cacheForViewer(c, viewer);
    return c.json(
      await exploreCreators(readDatabase(c), publicOffers(c.var), { ...c.req.valid("query"), viewerId: viewer?.id }),
    );
  })
  .get("/:username", async (c) => {
    const viewer = await getViewer(c);
    const profile = await getPublicProfile(readDatabase(c), c.req.param("username"), viewer, publicOffers(c.var));
    cacheForViewer(c, viewer);
    return profile ? c.json(profile) : notFound(c, "creator_not_found", "Influencer not found");
  });
