// Public images (avatars, covers): served to anyone, cached for a year since keys never change.
import { Hono } from "hono";
import { stream } from "hono/streaming";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";

/** The storage key a path names, or null when its escapes are broken (`%E0%A4%A`): no file has that name. */
function keyOf(path: string) {
  try {
    return decodeURIComponent(path.slice(path.indexOf("/public/") + 1));
  } catch {
    return null;
  }
}

export const mediaRoutes = new Hono<AppEnv>().get("/public/*", async (c) => {
  const key = keyOf(c.req.path);
  if (key === null || key.includes("..")) return notFound(c, "media_not_found");
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
