// What the support tests share: opening a request the way /support's form sends it (multipart),
// and a camera photo whose EXIF carries a GPS position.
import sharp from "sharp";
import type { TestApp } from "./test-app";

export async function openRequest(
  t: TestApp,
  cookie: string | undefined,
  fields: { subject?: string; message?: string },
  screenshot?: { bytes: Buffer; type: string; name?: string },
) {
  const form = new FormData();
  if (fields.subject !== undefined) form.set("subject", fields.subject);
  if (fields.message !== undefined) form.set("message", fields.message);
  if (screenshot) {
    form.set(
      "screenshot",
      new File([new Uint8Array(screenshot.bytes)], screenshot.name ?? "screenshot.jpg", { type: screenshot.type }),
    );
  }
  const response = await t.app.request("/api/support/requests", {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as any };
}

/** A 40 × 30 JPEG whose EXIF names the camera and a GPS position. */
export const cameraPhoto = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2950/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 700/100",
      },
    })
    .toBuffer();
