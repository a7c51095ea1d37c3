// With S3 storage a video's segments are redirects to the bucket, another origin than the page's:
// Chromium plays the stream with hls.js (as the app's player does) from the playlist the app
// serves and the segments the bucket serves, under the pages' content security policy, once the
// bucket allows the app's reads (CORS, as docs/deploy.md says to set it).
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchChromium } from "../../../../tests/support/chromium";
import { createPost } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { startTestS3 } from "../../../../tests/support/s3-server";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { videoClip } from "../../../../tests/support/video-clips";
import { freePort } from "../../db/free-port";
import { createRequestListener } from "../../request-listener";

let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestApp;
let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  s3 = await startTestS3({ cors: true });
  const port = await freePort(47100);
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { ...s3.env, PUBLIC_URL: origin } });
  server = createServer(createRequestListener(t.deps));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  await s3?.stop();
});

it("plays a video's HLS stream in Chromium with its segments from the bucket", async () => {
  const creator = await createUser(t, { role: "influencer" });
  const post = await createPost(t, creator, {
    type: "video",
    mediaBytes: await videoClip({ width: 640, height: 360, seconds: 4 }),
  });
  const cookie = await signIn(t, creator);
  const info = await t.request("GET", `/api/posts/${post.id}/video`, { cookie });
  expect(info.json.status).toBe("ready");

  const context = await browser.newContext();
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: origin };
    }),
  );
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CORS/i.test(message.text())) violations.push(message.text());
  });
  const fromBucket: string[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(`${s3.settings.endpoint}/`))
      fromBucket.push(`${response.status()} ${response.url()}`);
  });
  // A page of the app's (without a web build, its "not built" page) carries the pages' policy.
  await page.goto(`${origin}/explore`);
  const hls = await readFile(createRequire(import.meta.url).resolve("hls.js/dist/hls.min.js"), "utf8");
  await page.evaluate(hls);

  const played = await page.evaluate(
    (masterUrl) =>
      new Promise<string>((resolve) => {
        const Hls = (window as unknown as { Hls: any }).Hls;
        const video = document.createElement("video");
        video.muted = true;
        document.body.append(video);
        // As the app's players make it (src/web/features/content/video/use-stream.ts).
        const player = new Hls({ enableWorker: false });
        player.on(Hls.Events.ERROR, (_event: unknown, data: { fatal: boolean; details: string }) => {
          if (data.fatal) resolve(`error ${data.details}`);
        });
        video.addEventListener("timeupdate", () => {
          if (video.currentTime > 1) resolve("playing");
        });
        player.loadSource(masterUrl);
        player.attachMedia(video);
        void video.play().catch((error: Error) => resolve(`play() ${error.message}`));
        setTimeout(() => resolve(`stalled at ${video.currentTime}`), 20_000);
      }),
    info.json.playback.masterUrl as string,
  );
  await context.close();

  expect(played).toBe("playing");
  expect(violations).toEqual([]);
  expect(fromBucket.length).toBeGreaterThan(0);
  expect(fromBucket.every((line) => line.startsWith("200 "))).toBe(true);
}, 60_000);
