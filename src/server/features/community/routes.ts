// A creator's community (/api/community): the page's header and the reader's rights, the feed with
// pinned posts first, posts with pictures, comments, the clap, reports; the creator's setting
// (/api/me/community). Every answer depends on who asks: never cached.
import { Hono } from "hono";
import { z } from "zod";
import {
  communityCommentSchema,
  communityPostSchema,
  communityReportSchema,
  communitySettingsSchema,
  MAX_COMMUNITY_IMAGE_BYTES,
} from "../../../domain/community";
import { imageMimeTypes } from "../../../domain/images";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { AppError } from "../../lib/errors";
import { receiveUpload } from "../../lib/receive-upload";
import { valid, validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { takeImageUploadSlot } from "../media";
import { communityByUsername, creatorSummary, requireRead, requireWrite } from "./access";
import { addComment, deleteComment, listComments } from "./comments";
import { addCommunityImage, communityImageKey, removePendingImage } from "./images";
import { listCommunityPosts } from "./post-views";
import { createCommunityPost, deleteCommunityPost, setCommentsClosed, setPinned } from "./posts";
import { setReaction } from "./reactions";
import { reportCommunityItem } from "./reports";
import { getCommunitySettings, saveCommunitySettings } from "./settings";
import { streamFile } from "../content";

const usernameParam = valid("param", z.object({ username: z.string().min(1).max(60) }));
const postParam = valid("param", z.object({ postId: z.uuid() }));
const commentParam = valid("param", z.object({ commentId: z.uuid() }));
const imageParam = valid("param", z.object({ imageId: z.uuid() }));
const cursorQuery = valid("query", z.object({ cursor: z.string().max(200).optional() }));
const sizeQuery = valid("query", z.object({ size: z.enum(["sm", "lg"]).default("lg") }));
const pinBody = validJson(z.object({ pinned: z.boolean() }));
const closedBody = validJson(z.object({ closed: z.boolean() }));
const isImage = (mimeType: string | null) => (imageMimeTypes as readonly string[]).includes(mimeType ?? "");

export const communityRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/:username", usernameParam, async (c) => {
    const viewer = await requireViewer(c);
    const community = await communityByUsername(c.var.db, c.req.valid("param").username, viewer.id);
    requireRead(community);
    return c.json({
      creator: await creatorSummary(c.var.db, community.creatorId),
      settings: community.settings,
      access: community.access,
    });
  })
  .get("/:username/posts", usernameParam, cursorQuery, async (c) => {
    const viewer = await requireViewer(c);
    const community = await communityByUsername(c.var.db, c.req.valid("param").username, viewer.id);
    requireRead(community);
    return c.json(await listCommunityPosts(c.var.db, community, c.req.valid("query").cursor));
  })
  .post("/:username/posts", usernameParam, validJson(communityPostSchema), async (c) => {
    const viewer = await requireViewer(c);
    const community = await communityByUsername(c.var.db, c.req.valid("param").username, viewer.id);
    return c.json({ post: await createCommunityPost(c.var.db, community, c.req.valid("json")) }, 201);
  })
  // A picture for a post being written: the raw request body (JPEG, PNG or WebP by its bytes).
  .post("/:username/images", usernameParam, async (c) => {
    const viewer = await requireViewer(c);
    const community = await communityByUsername(c.var.db, c.req.valid("param").username, viewer.id);
    requireWrite(community);
    await takeImageUploadSlot(c.var.db, viewer.id);
    const upload = await receiveUpload(c.req.raw, MAX_COMMUNITY_IMAGE_BYTES);
    try {
      if (!isImage(upload.mimeType)) {
        throw new AppError("unsupported_file_type", 415, "Only JPEG, PNG and WebP images are allowed.");
      }
      return c.json({ image: await addCommunityImage(c.var.db, c.var.storage, community, upload.file) }, 201);
    } finally {
      await upload.discard();
    }
  })
  .get("/images/:imageId", imageParam, sizeQuery, async (c) => {
    const viewer = await requireViewer(c);
    const { imageId } = c.req.valid("param");
    const key = await communityImageKey(c.var.db, viewer.id, imageId, c.req.valid("query").size);
    // Members' own pictures: kept by no cache, so one removed or a membership ended shows no more.
    return streamFile(c, key, { cacheControl: "private, no-store" });
  })
  .delete("/images/:imageId", imageParam, async (c) => {
    await removePendingImage(c.var.db, c.var.storage, (await requireViewer(c)).id, c.req.valid("param").imageId);
    return c.body(null, 204);
  })
  .delete("/posts/:postId", postParam, async (c) => {
    await deleteCommunityPost(c.var.db, c.var.storage, (await requireViewer(c)).id, c.req.valid("param").postId);
    return c.body(null, 204);
  })
  .put("/posts/:postId/pin", postParam, pinBody, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({
      post: await setPinned(c.var.db, viewer.id, c.req.valid("param").postId, c.req.valid("json").pinned),
    });
  })
  .put("/posts/:postId/comments-closed", postParam, closedBody, async (c) => {
    const viewer = await requireViewer(c);
    const { postId } = c.req.valid("param");
    return c.json({ post: await setCommentsClosed(c.var.db, viewer.id, postId, c.req.valid("json").closed) });
  })
  .put("/posts/:postId/reaction", postParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await setReaction(c.var.db, viewer.id, c.req.valid("param").postId, true));
  })
  .delete("/posts/:postId/reaction", postParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await setReaction(c.var.db, viewer.id, c.req.valid("param").postId, false));
  })
  .get("/posts/:postId/comments", postParam, cursorQuery, async (c) => {
    const viewer = await requireViewer(c);
    const { postId } = c.req.valid("param");
    return c.json(await listComments(c.var.db, viewer.id, postId, c.req.valid("query").cursor));
  })
  .post("/posts/:postId/comments", postParam, validJson(communityCommentSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { postId } = c.req.valid("param");
    return c.json({ comment: await addComment(c.var.db, viewer.id, postId, c.req.valid("json").body) }, 201);
  })
  .delete("/comments/:commentId", commentParam, async (c) => {
    await deleteComment(c.var.db, (await requireViewer(c)).id, c.req.valid("param").commentId);
    return c.body(null, 204);
  })
  .post("/reports", validJson(communityReportSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await reportCommunityItem(c.var, viewer.id, c.req.valid("json")), 201);
  });

export const communitySettingsRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"), noStore)
  .get("/", async (c) => c.json({ settings: await getCommunitySettings(c.var.db, (await requireViewer(c)).id) }))
  .put("/", validJson(communitySettingsSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ settings: await saveCommunitySettings(c.var.db, viewer.id, c.req.valid("json")) });
  });
