// /api/owner/accounts: the owner looks an account up by username, suspends it or restores it,
// always with a reason for the audit log. Mounted in admin/routes.ts, which lets only owners in.
import { Hono } from "hono";
import { moderationActionSchema } from "../../../domain/moderation";
import type { AppEnv } from "../../context";
import { validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { findAccount, restoreAccount, suspendAccount } from "./suspension";

const reasonBody = validJson(moderationActionSchema);

export const suspensionRoutes = new Hono<AppEnv>()
  .get("/:username", async (c) =>
    c.json({ account: await findAccount(c.var.db, c.var.config.ownerEmails, c.req.param("username")) }),
  )
  .post("/:userId/suspend", reasonBody, async (c) => {
    const owner = await requireViewer(c);
    return c.json({
      account: await suspendAccount(c.var, owner.id, c.req.param("userId"), c.req.valid("json").reason),
    });
  })
  .post("/:userId/restore", reasonBody, async (c) => {
    const owner = await requireViewer(c);
    return c.json({
      account: await restoreAccount(c.var, owner.id, c.req.param("userId"), c.req.valid("json").reason),
    });
  });
