// Check-ins through the API, as the member's page sends them: the week's answers, then each photo
// as a raw request body.
import type { TestApp } from "./test-app";

/** The member's date: the server's UTC day is always one of the plausible ones. */
export const today = () => new Date().toISOString().slice(0, 10);

export const answers = (overrides: Record<string, unknown> = {}) => ({
  today: today(),
  weight: 80,
  unit: "kg",
  sleepHours: 7.5,
  energy: 4,
  adherence: 90,
  note: "Good week",
  ...overrides,
});

export const submitCheckin = (t: TestApp, cookie: string | undefined, username: string, body = answers()) =>
  t.request("PUT", `/api/check-ins/with/${username}/current`, { cookie, body });

export async function uploadPhoto(
  t: TestApp,
  cookie: string | undefined,
  checkinId: string,
  body: Buffer,
  contentType = "image/jpeg",
) {
  const response = await t.app.request(`/api/check-ins/${checkinId}/photos?today=${today()}`, {
    method: "POST",
    headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as any };
}

/** A photo's bytes as its viewer gets them. */
export async function fetchPhoto(t: TestApp, cookie: string | undefined, url: string) {
  const response = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
