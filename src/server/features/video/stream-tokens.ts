// Stream tokens: who may fetch a video's HLS files, for a minute. GET /api/posts/:id/video checks
// access as every post read does and hands out a token bound to the viewer, the post and an
// expiry; playlist and segment requests carry it in their path and are checked by its signature
// alone, with no database read per segment. It also names the published attempt (the folder the
// files are in), which is why no read is needed to find them. A member who loses the tier gets no new token, so the
// stream stops within a minute.
import { createHmac, timingSafeEqual } from "node:crypto";
import { STREAM_TOKEN_SECONDS } from "../../../domain/video";
import { AppError } from "../../lib/errors";

/** Visitors may stream a post that has opened to everyone; their tokens name nobody. */
const VISITOR = "-";

export const streamTokenExpired = () =>
  new AppError("stream_token_expired", 403, "This stream link has expired. Reload the video.");

export function streamTokens(secret: string, options: { ttlSeconds?: number } = {}) {
  const key = createHmac("sha256", secret).update("video-stream").digest();
  const ttlMs = (options.ttlSeconds ?? STREAM_TOKEN_SECONDS) * 1000;
  const signature = (viewer: string, postId: string, attemptId: string, expires: number) =>
    createHmac("sha256", key).update(`${viewer}.${postId}.${attemptId}.${expires}`).digest("base64url");
  const tokens = {
    /** The time; tests move it forward instead of waiting. */
    now: () => Date.now(),
    issue(viewerId: string | undefined, postId: string, attemptId: string) {
      const viewer = viewerId ?? VISITOR;
      const expires = Math.floor((tokens.now() + ttlMs) / 1000);
      const signed = signature(viewer, postId, attemptId, expires);
      const token = `${Buffer.from(viewer).toString("base64url")}.${attemptId}.${expires}.${signed}`;
      return { token, expiresAt: new Date(expires * 1000) };
    },
    /** Whom the token was issued to (undefined: a visitor) and the attempt it streams, or 403 stream_token_expired. */
    verify(token: string, postId: string): { viewerId: string | undefined; attemptId: string } {
      const [encodedViewer, attemptId, expiresText, given] = token.split(".");
      const viewer = encodedViewer ? Buffer.from(encodedViewer, "base64url").toString() : "";
      const expires = Number(expiresText);
      if (!viewer || !attemptId || !given || !Number.isInteger(expires) || expires * 1000 <= tokens.now())
        throw streamTokenExpired();
      const expected = Buffer.from(signature(viewer, postId, attemptId, expires));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw streamTokenExpired();
      return { viewerId: viewer === VISITOR ? undefined : viewer, attemptId };
    },
  };
  return tokens;
}

export type StreamTokens = ReturnType<typeof streamTokens>;
