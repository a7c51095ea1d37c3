// Community helpers for tests: a small real picture, uploading it as the page does (the raw body),
// and a post written through the API.
import sharp from "sharp";
import type { TestApp } from "./test-app";

/** A 40 × 30 PNG with a colour of its own, so re-encoding has real pixels to work on. */
export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

export async function uploadCommunityImage(t: TestApp, cookie: string | undefined, username: string, bytes: Buffer) {
  const headers: Record<string, string> = { "content-type": "image/png" };
  if (cookie) headers.cookie = cookie;
  const response = await t.app.request(`/api/community/${username}/images`, {
    method: "POST",
    headers,
    body: new Uint8Array(bytes),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as any };
}

export async function communityPost(
  t: TestApp,
  cookie: string,
  username: string,
  body = "Week one done!",
  imageIds: string[] = [],
) {
  const created = await t.request("POST", `/api/community/${username}/posts`, { cookie, body: { body, imageIds } });
  if (created.status !== 201) throw new Error(`post not created: ${created.status} ${created.text}`);
  return created.json.post as { id: string; images: { id: string; url: string }[] };
}
