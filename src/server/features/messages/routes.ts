// Direct messages over HTTP: /api/creators/:username/messages (a member writes to a creator),
// /api/conversations (the inbox, a thread, replies, read, block), /api/messages/:id/report and
// /api/me/unread-counts (the badges of the top navigation).
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH, type UnreadCounts } from "../../../domain/messages";
import type { AppEnv } from "../../context";
import { valid, validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { unreadNotificationCount } from "../notifications";
import { setBlocked } from "./blocks";
import { listConversations, unreadMessageCount } from "./conversations";
import { reportMessage } from "./reports";
import { sendInConversation, sendToCreator, type SendResult } from "./send";
import { markConversationRead, readThread } from "./thread";

const outgoingMessage = z.object({
  body: z
    .string()
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, "Message cannot be empty.")
        .max(MESSAGE_MAX_LENGTH, `Message can be at most ${MESSAGE_MAX_LENGTH} characters.`),
    ),
  clientMessageId: z.string().uuid(),
});
const idParam = valid("param", z.object({ id: z.string().uuid() }));
const cursorQuery = valid("query", z.object({ cursor: z.string().max(200).optional() }));

const noStore = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  c.header("cache-control", "no-store");
};

async function sent(c: Context<AppEnv>, sending: Promise<SendResult>) {
  const { isNew, ...result } = await sending;
  return c.json(result, isNew ? 201 : 200);
}

export const creatorMessageRoutes = new Hono<AppEnv>().post(
  "/:username/messages",
  requireRole("follower"),
  validJson(outgoingMessage),
  async (c) => {
    const viewer = await requireViewer(c);
    return sent(c, sendToCreator(c.var.db, viewer.id, c.req.param("username"), c.req.valid("json")));
  },
);

export const conversationRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/", cursorQuery, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await listConversations(c.var.db, viewer.id, viewer.role, c.req.valid("query").cursor));
  })
  .get("/:id/messages", idParam, cursorQuery, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await readThread(c.var.db, viewer, c.req.valid("param").id, c.req.valid("query").cursor));
  })
  .post("/:id/messages", idParam, validJson(outgoingMessage), async (c) => {
    const viewer = await requireViewer(c);
    return sent(c, sendInConversation(c.var.db, viewer.id, c.req.valid("param").id, c.req.valid("json")));
  })
  .post("/:id/read", idParam, async (c) =>
    c.json({ read: await markConversationRead(c.var.db, (await requireViewer(c)).id, c.req.valid("param").id) }),
  )
  .put("/:id/block", idParam, async (c) =>
    c.json(await setBlocked(c.var.db, (await requireViewer(c)).id, c.req.valid("param").id, true)),
  )
  .delete("/:id/block", idParam, async (c) =>
    c.json(await setBlocked(c.var.db, (await requireViewer(c)).id, c.req.valid("param").id, false)),
  );

export const messageReportRoutes = new Hono<AppEnv>().post(
  "/:id/report",
  idParam,
  validJson(
    z.object({
      reason: z.string().trim().min(1, "Say what is wrong with this message.").max(REPORT_REASON_MAX_LENGTH),
    }),
  ),
  async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await reportMessage(c.var, viewer.id, c.req.valid("param").id, c.req.valid("json").reason), 201);
  },
);

export const unreadCountRoutes = new Hono<AppEnv>().use(noStore).get("/", async (c) => {
  const viewer = await requireViewer(c);
  // Both badges in one round trip: the top navigation asks after every hint.
  const result = await c.var.db.execute<{ messages: number; notifications: number }>(
    sql`select ${unreadMessageCount(viewer.id)} as messages, ${unreadNotificationCount(viewer.id)} as notifications`,
  );
  const { messages, notifications } = result.rows[0]!;
  return c.json({ messages, notifications } satisfies UnreadCounts);
});
