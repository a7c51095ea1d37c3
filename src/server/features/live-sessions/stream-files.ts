// The live HLS files of a session (playlist and 1 s segments), served to whoever holds a valid
// stream token: no database read per request, so hundreds of viewers cost file reads only.
import { access } from "node:fs/promises";
import path from "node:path";
import { AppError } from "../../lib/errors";
import { checkStreamToken, streamToken } from "./stream-tokens";
import type { LiveStudio } from "./studio";
import { PLAYLIST } from "./transcoder";

const FILE_NAME = /^(index\.m3u8|seg-\d{1,9}\.ts)$/;

const tokenExpired = () => new AppError("stream_token_expired", 403, "This stream link has expired.");

/**
 * Where the viewer's player reads the stream for the next minute, and whether its playlist is there
 * yet (ffmpeg writes the first one a second or two after the creator's stream arrives).
 */
export async function streamPlayback(studio: LiveStudio, viewerId: string, sessionId: string) {
  const { token, expiresAt } = streamToken(studio.tokenSecret, viewerId, sessionId);
  const isReady = await access(path.join(studio.folderOf(sessionId), PLAYLIST)).then(
    () => true,
    () => false,
  );
  return { url: `/api/live-sessions/${sessionId}/t/${token}/${PLAYLIST}`, expiresAt: expiresAt.toISOString(), isReady };
}

export async function readStreamFile(studio: LiveStudio, input: { sessionId: string; token: string; file: string }) {
  const holder = checkStreamToken(studio.tokenSecret, input.token, input.sessionId);
  if (!holder) throw tokenExpired();
  if (!FILE_NAME.test(input.file)) throw new AppError("not_found", 404, "Not found.");
  // The player asks for the playlist every second or so: that is who is watching.
  if (input.file === PLAYLIST) studio.seen(input.sessionId, holder.viewerId);
  try {
    const isPlaylist = input.file === PLAYLIST;
    const body = await studio.readStreamFile(input.sessionId, input.file, isPlaylist);
    const type = isPlaylist ? "application/vnd.apple.mpegurl" : "video/mp2t";
    return { body, type };
  } catch {
    throw new AppError("live_stream_not_ready", 404, "The stream has not started yet.");
  }
}
