// What the support tests share: opening a request the way /support's form sends it (multipart).
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
