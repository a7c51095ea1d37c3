// A creator's photos reach readers without what the camera wrote into them: a JPEG uploaded with
// its GPS position, camera and orientation is served re-encoded, upright, with no EXIF at all.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../../tests/support/factories";
import { cameraPhoto } from "../../../../tests/support/images";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createUpload, tusRequest } from "../../../../tests/support/tus";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t, await createUser(t, { role: "influencer" }));
});
afterAll(() => t.close());

/** Whether EXIF holds a GPS directory: the IFD0 tag 0x8825 that points to it, in either byte order. */
const hasGpsPosition = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

/** Uploads the file through tus, as the web app does; answers the upload's id. */
async function upload(bytes: Buffer, kind: "image" | "thumbnail") {
  const created = await createUpload(t, cookie, {
    size: bytes.length,
    kind,
    filetype: "image/jpeg",
    filename: "IMG_0001.jpg",
  });
  expect(created.status).toBe(201);
  const sent = await tusRequest(t, "PATCH", created.location!, {
    cookie,
    headers: { "upload-offset": "0" },
    body: bytes,
  });
  expect(sent.status).toBe(204);
  return created.location!.split("/").pop()!;
}

describe("photos in posts", () => {
  it("are served without EXIF (no GPS position, no camera), turned upright", async () => {
    const photo = await cameraPhoto({ orientation: 6 });
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString("latin1")).toContain("PhoneMaker");
    expect(hasGpsPosition(original.exif)).toBe(true);
    expect(original.orientation).toBe(6);

    const picture = await upload(photo, "image");
    const thumbnail = await upload(
      await cameraPhoto({ background: { r: 30, g: 80, b: 200 }, orientation: 6 }),
      "thumbnail",
    );
    const created = await t.request("POST", "/api/posts", {
      cookie,
      body: { title: "Sunrise run", type: "image", imageUploadIds: [picture], thumbnailUploadId: thumbnail },
    });
    expect(created.status).toBe(201);

    for (const url of [created.json.imageUrls[0], created.json.mediaUrl, created.json.thumbnailUrl]) {
      const served = await t.app.request(url, { headers: { cookie } });
      expect(served.status, url).toBe(200);
      expect(served.headers.get("content-type"), url).toBe("image/jpeg");
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.xmp, url).toBeUndefined();
      expect(metadata.orientation, url).toBeUndefined();
      expect(bytes.includes("PhoneMaker"), url).toBe(false);
      // The camera's "turn it" became the pixels' own orientation.
      expect([metadata.width, metadata.height], url).toEqual([30, 40]);
    }
  });
});
