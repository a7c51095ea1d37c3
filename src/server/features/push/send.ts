// One push over HTTP: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
// header (RFC 8292); the request itself goes out with fetch, because web-push's own sender speaks
// only https and the local test push service (tests, development) is plain http on loopback.
import webPush from "web-push";
import type { PushKind } from "../../../domain/push";
import type { VapidDetails } from "./vapid";

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SendOutcome = "delivered" | "gone" | "retry" | "refused";

export type PushSender = (
  subscription: StoredSubscription,
  payload: string,
  options: { vapid: VapidDetails; kind: PushKind },
) => Promise<SendOutcome>;

/** How long a push service keeps a push for a device that is offline: a live session is old news sooner. */
const TTL_SECONDS: Record<PushKind, number> = {
  messages: 24 * 3600,
  posts: 24 * 3600,
  liveSessions: 3600,
  payments: 24 * 3600,
  coachComments: 24 * 3600,
};

const TIMEOUT_MS = 10_000;

export const sendWebPush: PushSender = async (subscription, payload, { vapid, kind }) => {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS[kind],
      contentEncoding: "aes128gcm",
      urgency: kind === "messages" || kind === "liveSessions" ? "high" : "normal",
    },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      // A redirect could lead the server's request to an address the endpoint check refused (SSRF).
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return "retry";
  }
  await response.body?.cancel();
  // 404/410: the browser unsubscribed or the subscription expired; it will never work again.
  if (response.status === 404 || response.status === 410) return "gone";
  if (response.ok) return "delivered";
  if (response.status === 429 || response.status >= 500) return "retry";
  return "refused";
};
