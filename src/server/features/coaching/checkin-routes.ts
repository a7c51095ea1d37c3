// Weekly check-ins under /api/check-ins: the creator's form and what their members sent; a
// member's page per coach, their weekly answers and progress photos. Never cached, photos included.
import { Hono } from "hono";
import { z } from "zod";
import { checkinBodySchema, checkinFormSchema, MAX_CHECKIN_PHOTO_BYTES } from "../../../domain/checkins";
import { commentBodySchema } from "../../../domain/coaching";
import { imageMimeTypes } from "../../../domain/images";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { AppError } from "../../lib/errors";
import { receiveUpload } from "../../lib/receive-upload";
import { valid, validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { takeImageUploadSlot } from "../media";
import { getCheckinForm, saveCheckinForm } from "./checkin-forms";
import { addCheckinPhoto, checkinPhotoKey, removeCheckinPhoto } from "./checkin-photos";
import { addCheckinComment, listCheckinComments } from "./comments";
import {
  checkinCoaches,
  getCheckin,
  listMemberCheckins,
  listReceivedCheckins,
  memberCheckinView,
  submitCheckin,
} from "./checkins";
import { streamFile } from "../content";

const creatorParam = valid("param", z.object({ username: z.string().min(1).max(64) }));
const checkinParam = valid("param", z.object({ checkinId: z.uuid() }));
const photoParam = valid("param", z.object({ checkinId: z.uuid(), photoId: z.uuid() }));
const todayQuery = valid("query", z.object({ today: z.iso.date("validation.dateInvalid") }));
const pageQuery = valid("query", z.object({ cursor: z.string().max(200).optional() }));
const sizeQuery = valid("query", z.object({ size: z.enum(["sm", "lg"]).default("lg") }));

const isImage = (mimeType: string | null) => imageMimeTypes.includes(mimeType as (typeof imageMimeTypes)[number]);

export const checkinRoutes = new Hono<AppEnv>()
  .use(noStore)
  // The creator's side.
  .get("/form", requireRole("influencer"), async (c) =>
    c.json({ form: await getCheckinForm(c.var.db, (await requireViewer(c)).id) }),
  )
  .put("/form", requireRole("influencer"), validJson(checkinFormSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ form: await saveCheckinForm(c.var.db, viewer.id, c.req.valid("json")) });
  })
  .get("/received", requireRole("influencer"), pageQuery, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await listReceivedCheckins(c.var.db, viewer.id, c.req.valid("query").cursor));
  })
  // The member's side.
  .get("/coaches", async (c) => c.json(await checkinCoaches(c.var.db, (await requireViewer(c)).id)))
  .get("/with/:username", creatorParam, todayQuery, async (c) => {
    const viewer = await requireViewer(c);
    const { username } = c.req.valid("param");
    return c.json(await memberCheckinView(c.var.db, viewer.id, username, c.req.valid("query").today));
  })
  .put("/with/:username/current", creatorParam, validJson(checkinBodySchema), async (c) => {
    const viewer = await requireViewer(c);
    const saved = await submitCheckin(c.var.db, viewer.id, c.req.valid("param").username, c.req.valid("json"));
    return c.json({ checkin: saved.checkin }, saved.created ? 201 : 200);
  })
  .get("/with/:username/history", creatorParam, pageQuery, async (c) => {
    const viewer = await requireViewer(c);
    const { username } = c.req.valid("param");
    return c.json(await listMemberCheckins(c.var.db, viewer.id, username, c.req.valid("query").cursor));
  })
  // Either side of one check-in.
  .get("/:checkinId", checkinParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await getCheckin(c.var.db, viewer.id, c.req.valid("param").checkinId));
  })
  // The thread between the coach and the member on this check-in.
  .get("/:checkinId/comments", checkinParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ comments: await listCheckinComments(c.var.db, viewer.id, c.req.valid("param").checkinId) });
  })
  .post("/:checkinId/comments", checkinParam, validJson(commentBodySchema), async (c) => {
    const viewer = await requireViewer(c);
    const { checkinId } = c.req.valid("param");
    return c.json(await addCheckinComment(c.var.db, viewer.id, checkinId, c.req.valid("json").body), 201);
  })
  // The photo is the raw request body (JPEG, PNG or WebP by its bytes); `today` picks the week.
  .post("/:checkinId/photos", checkinParam, todayQuery, async (c) => {
    const viewer = await requireViewer(c);
    await takeImageUploadSlot(c.var.db, viewer.id);
    const upload = await receiveUpload(c.req.raw, MAX_CHECKIN_PHOTO_BYTES);
    try {
      if (!isImage(upload.mimeType)) {
        throw new AppError("unsupported_file_type", 415, "Only JPEG, PNG and WebP images are allowed.");
      }
      const { checkinId } = c.req.valid("param");
      const { today } = c.req.valid("query");
      return c.json(
        { photo: await addCheckinPhoto(c.var.db, c.var.storage, viewer.id, checkinId, today, upload.file) },
        201,
      );
    } finally {
      await upload.discard();
    }
  })
  .delete("/:checkinId/photos/:photoId", photoParam, todayQuery, async (c) => {
    const viewer = await requireViewer(c);
    await removeCheckinPhoto(c.var.db, c.var.storage, viewer.id, c.req.valid("param"), c.req.valid("query").today);
    return c.body(null, 204);
  })
  .get("/:checkinId/photos/:photoId", photoParam, sizeQuery, async (c) => {
    const viewer = await requireViewer(c);
    const key = await checkinPhotoKey(c.var.db, viewer.id, c.req.valid("param"), c.req.valid("query").size);
    // Progress photos are the most private pictures here: kept by no cache.
    return streamFile(c, key, { cacheControl: "private, no-store" });
  });
