// Public images (avatars, covers): served to anyone, cached for a year since keys never change.
import { Hono } from "hono";
import { stream } from "hono/streaming";
import type { AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";

export const mediaRoutes = new Hono<AppEnv>().get("/public/*", async (c) => {
  const key = decodeURIComponent(c.req.path.slice(c.req.path.indexOf("/public/") + 1));
  if (key.includes("..")) return notFound(c, "media_not_found");
  const object = await c.var.storage.get(key);
  if (!object) return notFound(c, "media_not_found");
  c.header("content-type", object.contentType);
  c.header("content-length", String(object.size));
  c.header("cache-control", "public, max-age=31536000, immutable");
  c.header("x-content-type-options", "nosniff");
  return stream(c, async (out) => {
    for await (const chunk of object.body) await out.write(chunk as Uint8Array);
  });
});
