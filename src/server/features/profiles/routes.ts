// The signed-in user's own profile: /api/me/profile.
import { Hono } from "hono";
import { imageMimeTypes, profileImageKinds, type ProfileImageKind } from "../../../domain/images";
import { basicProfileSchema, creatorProfileSchema } from "../../../domain/profile-settings";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { receiveUpload } from "../../lib/receive-upload";
import { validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { takeImageUploadSlot } from "../media";
import { getOwnProfile, replaceProfileImage, saveBasicProfile, saveCreatorProfile } from "./service";

const isImageKind = (kind: string): kind is ProfileImageKind => kind in profileImageKinds;

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await getOwnProfile(c.var.db, await requireViewer(c)));
  })
  .patch("/", validJson(basicProfileSchema.partial()), async (c) => {
    const viewer = await requireViewer(c);
    await saveBasicProfile(c.var.db, viewer, c.req.valid("json"));
    return c.json(await getOwnProfile(c.var.db, viewer));
  })
  .put("/creator", requireRole("influencer"), validJson(creatorProfileSchema), async (c) => {
    const viewer = await requireViewer(c);
    await saveCreatorProfile(c.var.db, viewer, c.req.valid("json"));
    return c.json(await getOwnProfile(c.var.db, viewer));
  })
  // The picture is the raw request body (Content-Type: image/jpeg, image/png or image/webp).
  .put("/images/:kind", async (c) => {
    const viewer = await requireViewer(c);
    const kind = c.req.param("kind");
    if (!isImageKind(kind)) throw new AppError("not_found", 404, "No such image kind.");
    await takeImageUploadSlot(c.var.db, viewer.id);
    const upload = await receiveUpload(c.req.raw, profileImageKinds[kind].maxBytes);
    try {
      if (!imageMimeTypes.includes(upload.mimeType as (typeof imageMimeTypes)[number])) {
        throw new AppError("unsupported_file_type", 415, "Only JPEG, PNG and WebP images are allowed.");
      }
      const urls = await replaceProfileImage(c.var.db, c.var.storage, viewer, kind, upload.file).catch(
        (error: unknown) => {
          if (error instanceof AppError) throw error;
          throw new AppError("invalid_image", 400, "The image could not be read.");
        },
      );
      return c.json({ kind, urls });
    } finally {
      await upload.discard();
    }
  });
