// /api/me/language: the signed-in account's language, which its emails are written in.
import { Hono } from "hono";
import { accountLanguageSchema } from "../../../domain/account-language";
import type { AppEnv } from "../../context";
import { validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { getAccountLanguage, setAccountLanguage } from "./service";

export const accountLanguageRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ language: await getAccountLanguage(c.var.db, viewer.id) });
  })
  .put("/", validJson(accountLanguageSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ language: await setAccountLanguage(c.var.db, viewer.id, c.req.valid("json").language) });
  });
