// Public images (avatars, covers): served to anyone, cached for a year since keys never change.
// With object storage they are a redirect (to the CDN in front of the bucket, or a signed
// address), so their bytes never pass through the app.
import { Hono, type Context } from "hono";
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

const FOREVER = "public, max-age=31536000, immutable";
/** A public file's signed address lives a day; the redirect to it is kept for half that (see signingWindow). */
const PUBLIC_URL_TTL_SECONDS = 86_400;

async function addressElsewhere(c: Context<AppEnv>, key: string) {
  const { cdnUrl } = c.var.config.media;
  if (cdnUrl) return `${cdnUrl}/${key.split("/").map(encodeURIComponent).join("/")}`;
  return c.var.storage.signedReadUrl(key, { ttlSeconds: PUBLIC_URL_TTL_SECONDS, cacheControl: FOREVER });
}

export const mediaRoutes = new Hono<AppEnv>().get("/public/*", async (c) => {
  const key = keyOf(c.req.path);
  if (key === null || key.includes("..")) return notFound(c, "media_not_found");
  const elsewhere = await addressElsewhere(c, key);
  if (elsewhere) {
    c.header("cache-control", `public, max-age=${PUBLIC_URL_TTL_SECONDS / 2}`);
    return c.redirect(elsewhere, 302);
  }
  const object = await c.var.storage.get(key);
  if (!object) return notFound(c, "media_not_found");
  c.header("content-type", object.contentType);
  c.header("content-length", String(object.size));
  c.header("cache-control", FOREVER);
  c.header("x-content-type-options", "nosniff");
  return stream(c, async (out) => {
    for await (const chunk of object.body) await out.write(chunk as Uint8Array);
  });
});
