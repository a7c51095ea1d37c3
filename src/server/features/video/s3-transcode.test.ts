// The same transcoding with files in an S3-compatible bucket (s3rver): the source is fetched from
// the bucket, the renditions go up to it, are read from it (playlists through the app, segments
// straight from the bucket), and leave it with the post.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { postVideos } from "../../db/schema";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { startTestS3 } from "../../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { videoClip } from "../../../../tests/support/video-clips";

let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

it("transcodes a video kept in S3 and streams its renditions from the bucket", async () => {
  const creator = await createUser(t, { role: "influencer" });
  const cookie = await signIn(t, creator);
  const post = await createPost(t, creator, {
    type: "video",
    mediaBytes: await videoClip({ width: 640, height: 360, seconds: 2 }),
  });
  expect(post.status).toBe("published");
  const info = await t.request("GET", `/api/posts/${post.id}/video`, { cookie });
  expect(info.json.status).toBe("ready");
  const master = await t.app.request(info.json.playback.masterUrl);
  expect(await master.text()).toContain("360p/index.m3u8");
  const redirect = await t.app.request(info.json.playback.masterUrl.replace("master.m3u8", "360p/seg-00000.m4s"));
  expect(redirect.status).toBe(302);
  const signed = redirect.headers.get("location")!;
  expect(signed.startsWith(`${s3.settings.endpoint}/`)).toBe(true);
  const segment = await fetch(signed);
  expect(segment.status).toBe(200);
  expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  const [video] = await t.db.select().from(postVideos).where(eq(postVideos.postId, post.id));
  const key = `${video!.publishedPrefix}360p/init.mp4`;
  expect(await t.deps.storage.stat(key)).not.toBeNull();
  expect((await t.request("DELETE", `/api/posts/${post.id}`, { cookie })).status).toBe(204);
  expect(await t.deps.storage.stat(key)).toBeNull();
});
