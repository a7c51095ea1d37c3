// /api/support: where followers write for help (the /support page shows it).
import { Hono } from "hono";
import type { AppEnv } from "../../context";

export const supportRoutes = new Hono<AppEnv>().get("/", (c) => c.json({ email: c.var.config.supportEmail }));
