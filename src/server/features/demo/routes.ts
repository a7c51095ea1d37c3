// The demo accounts the login page lists; answered only while demo data is on, and only to the
// machine the app runs on.
import { Hono } from "hono";
import { DEMO_PASSWORD, demoCreators, demoEmail, demoFollowers } from "../../db/seed/demo-people";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { isLocalClient } from "../../lib/local-client";

export const demoRoutes = new Hono<AppEnv>().get("/accounts", (c) => {
  if (!c.var.config.seedDemo) return notFound(c, "demo_off", "Demo data is off.");
  // The shared password opens every demo account: not listed to the network a development server may face.
  if (!isLocalClient(c))
    return notFound(c, "demo_off", "The demo accounts are listed only on the machine the app runs on.");
  return c.json({
    password: DEMO_PASSWORD,
    accounts: [
      ...demoCreators.slice(0, 3).map(({ username }) => ({ email: demoEmail(username), role: "influencer" as const })),
      ...demoFollowers.slice(0, 2).map(({ username }) => ({ email: demoEmail(username), role: "follower" as const })),
    ],
  });
});
