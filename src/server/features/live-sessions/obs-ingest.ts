// Going live from an encoder such as OBS: the RTMP listener (LIVE_RTMP_PORT) accepts a publish to
// the `live` application whose stream key belongs to a session its creator may start now, and
// feeds the stream into the same live transcoder as the browser's. Anything else is refused with
// a reason the encoder shows.
import type { AppDeps } from "../../context";
import { startRtmpServer, type PublishDecision, type RtmpPublish } from "../../adapters/rtmp";
import { AppError } from "../../lib/errors";
import { StartupError } from "../../lib/startup-error";
import { openLiveInput } from "./live-input";
import { checkCanGoLive } from "./sessions";
import { findSessionByStreamKey } from "./stream-keys";

export const RTMP_APP = "live";

type IngestDeps = Pick<AppDeps, "db" | "logger" | "liveStudio">;

export async function acceptPublish(deps: IngestDeps, publish: RtmpPublish): Promise<PublishDecision> {
  if (publish.app !== RTMP_APP) return { refused: `Use the server address ending in /${RTMP_APP}.` };
  const session = await findSessionByStreamKey(deps.db, publish.streamKey);
  if (!session) return { refused: "This stream key is not valid. Copy it again from your studio." };
  try {
    checkCanGoLive(session);
  } catch (error) {
    if (error instanceof AppError) return { refused: error.message };
    throw error;
  }
  deps.logger.info({ sessionId: session.id }, "live session streaming from an encoder");
  // When the stream stops being taken (the session ended, or another stream replaced it), the
  // encoder is told by its connection closing.
  return { sink: openLiveInput(deps, session, "flv", { onStopped: publish.disconnect }) };
}

export async function startObsIngest(deps: IngestDeps, options: { port: number; host: string }) {
  try {
    return await startRtmpServer({
      port: options.port,
      host: options.host,
      onPublish: (publish) => acceptPublish(deps, publish),
      onError: (error) => deps.logger.warn({ err: error }, "RTMP connection dropped"),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    throw new StartupError(
      `Port ${options.port} (LIVE_RTMP_PORT) is already in use by another program: stop it, or set another port.`,
    );
  }
}
