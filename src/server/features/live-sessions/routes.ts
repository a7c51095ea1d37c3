// Live sessions: the creator's schedule (/api/me/live-sessions) and members' sessions, stream and
// chat (/api/live-sessions). Every answer depends on who asks: never cached.
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  liveChatMessageSchema,
  liveChatReportSchema,
  liveSessionEndSchema,
  liveSessionSchema,
  liveSessionUpdateSchema,
} from "../../../domain/live-sessions";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { AppError } from "../../lib/errors";
import { valid, validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { requireWatch, sessionFor } from "./access";
import { deleteChatMessage, listChat, postChatMessage, reportChatMessage } from "./chat";
import { endSession } from "./ending";
import {
  cancelSession,
  listOwnSessions,
  listUpcomingSessions,
  scheduleSession,
  sessionView,
  updateSession,
} from "./sessions";
import { readStreamFile, streamPlayback } from "./stream-files";
import { renewStreamKey } from "./stream-keys";

/** Where the creator points OBS, or null while streaming from an encoder is off (LIVE_RTMP_PORT). */
const obsServerUrl = (c: Context<AppEnv>) => c.var.config.liveRtmp?.serverUrl ?? null;

const sessionParam = valid("param", z.object({ sessionId: z.uuid() }));
const messageParam = valid("param", z.object({ sessionId: z.uuid(), messageId: z.uuid() }));
const fileParam = valid(
  "param",
  z.object({ sessionId: z.uuid(), token: z.string().min(1).max(300), file: z.string().min(1).max(40) }),
);

export const ownLiveSessionRoutes = new Hono<AppEnv>()
  .use(noStore)
  .use(requireRole("influencer"))
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    const studio = c.var.liveStudio;
    return c.json({ sessions: await listOwnSessions(c.var.db, viewer.id, (id) => studio.liveNow(id)) });
  })
  .post("/", validJson(liveSessionSchema), async (c) => {
    const viewer = await requireViewer(c);
    const scheduled = await scheduleSession(c.var.db, viewer.id, c.req.valid("json"));
    return c.json({ ...scheduled, obsServerUrl: obsServerUrl(c) }, 201);
  })
  // A new key for OBS, shown this once; the old one stops working.
  .post("/:sessionId/stream-key", sessionParam, async (c) => {
    const viewer = await requireViewer(c);
    const { streamKey } = await renewStreamKey(c.var.db, viewer.id, c.req.valid("param").sessionId);
    return c.json({ streamKey, obsServerUrl: obsServerUrl(c) });
  })
  .patch("/:sessionId", sessionParam, validJson(liveSessionUpdateSchema), async (c) => {
    const viewer = await requireViewer(c);
    const session = await updateSession(c.var.db, viewer.id, c.req.valid("param").sessionId, c.req.valid("json"));
    return c.json({ session });
  })
  .post("/:sessionId/cancel", sessionParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ session: await cancelSession(c.var.db, viewer.id, c.req.valid("param").sessionId) });
  })
  .post("/:sessionId/end", sessionParam, validJson(liveSessionEndSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { sessionId } = c.req.valid("param");
    const session = await endSession(c.var, c.var.liveStudio, viewer.id, sessionId, c.req.valid("json").keepReplay);
    return c.json({ session });
  });

export const liveSessionRoutes = new Hono<AppEnv>()
  // The stream's files: the token in the path is the access check (stream-tokens.ts).
  .get("/:sessionId/t/:token/:file", fileParam, async (c) => {
    const { sessionId, token, file } = c.req.valid("param");
    const { body, type } = await readStreamFile(c.var.liveStudio, { sessionId, token, file });
    c.header("cache-control", "private, no-store");
    // A view of the shared buffer, not a copy of it per viewer.
    const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    return c.body(view, 200, { "content-type": type });
  })
  .use(noStore)
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ sessions: await listUpcomingSessions(c.var.db, viewer.id) });
  })
  .get("/:sessionId", sessionParam, async (c) => {
    const viewer = await requireViewer(c);
    const access = await sessionFor(c.var.db, c.req.valid("param").sessionId, viewer.id);
    const session = sessionView(access.session, {
      ...access,
      now: access.isOwner ? c.var.liveStudio.liveNow(access.session.id) : undefined,
    });
    return c.json({ session, obsServerUrl: access.isOwner ? obsServerUrl(c) : null });
  })
  // A fresh stream link (valid a minute); the player asks again every 30 s.
  .get("/:sessionId/stream", sessionParam, async (c) => {
    const viewer = await requireViewer(c);
    const access = await sessionFor(c.var.db, c.req.valid("param").sessionId, viewer.id);
    requireWatch(access);
    if (access.session.status !== "live") {
      throw new AppError("live_session_not_live", 409, "This live session is not live right now.");
    }
    return c.json(await streamPlayback(c.var.liveStudio, viewer.id, access.session.id));
  })
  .get("/:sessionId/chat", sessionParam, async (c) => {
    const viewer = await requireViewer(c);
    const access = await sessionFor(c.var.db, c.req.valid("param").sessionId, viewer.id);
    return c.json(await listChat(c.var.db, access, viewer.id));
  })
  .post("/:sessionId/chat", sessionParam, validJson(liveChatMessageSchema), async (c) => {
    const viewer = await requireViewer(c);
    const access = await sessionFor(c.var.db, c.req.valid("param").sessionId, viewer.id);
    return c.json(await postChatMessage(c.var.db, access, viewer.id, c.req.valid("json").body), 201);
  })
  .delete("/:sessionId/chat/:messageId", messageParam, async (c) => {
    const viewer = await requireViewer(c);
    const { sessionId, messageId } = c.req.valid("param");
    const access = await sessionFor(c.var.db, sessionId, viewer.id);
    return c.json(await deleteChatMessage(c.var.db, access, viewer.id, messageId));
  })
  .post("/:sessionId/chat/:messageId/report", messageParam, validJson(liveChatReportSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { sessionId, messageId } = c.req.valid("param");
    const access = await sessionFor(c.var.db, sessionId, viewer.id);
    return c.json(await reportChatMessage(c.var, access, viewer.id, messageId, c.req.valid("json").reason));
  });
