// Short-lived stream tokens: the viewer, the session and an expiry signed with HMAC, carried in the
// stream's path so every playlist and segment request is checked without a database read.
import { createHmac, timingSafeEqual } from "node:crypto";

/** A member who loses the tier loses the stream within this (the page asks for a new token every 30 s). */
export const STREAM_TOKEN_SECONDS = 60;

const sign = (secret: Buffer, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function streamToken(secret: Buffer, viewerId: string, sessionId: string, now = Date.now()) {
  const expiresAt = Math.floor(now / 1000) + STREAM_TOKEN_SECONDS;
  const head = Buffer.from(`${viewerId}.${expiresAt}`).toString("base64url");
  return { token: `${head}.${sign(secret, `${head}.${sessionId}`)}`, expiresAt: new Date(expiresAt * 1000) };
}

/** The viewer the token was made for, or null when it is forged, for another session or expired. */
export function checkStreamToken(secret: Buffer, token: string, sessionId: string, now = Date.now()) {
  const [head, signature] = token.split(".");
  if (!head || !signature) return null;
  const expected = Buffer.from(sign(secret, `${head}.${sessionId}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const decoded = Buffer.from(head, "base64url").toString();
  const dot = decoded.lastIndexOf(".");
  const expiresAt = Number(decoded.slice(dot + 1));
  if (dot <= 0 || !Number.isFinite(expiresAt) || expiresAt * 1000 < now) return null;
  return { viewerId: decoded.slice(0, dot) };
}
