// The RTMP listener for encoders such as OBS (off unless LIVE_RTMP_PORT is set). It only ingests:
// each connection must publish, with a key the app accepts, within a few seconds of connecting,
// and is dropped when it goes quiet.
import { createServer, type Socket } from "node:net";
import { handleRtmpConnection, type PublishDecision, type RtmpPublish } from "./connection";

/** Room for the largest key frame an encoder sends at a high bitrate. */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
const PUBLISH_WITHIN_MS = 10_000;
const QUIET_FOR_MS = 30_000;
/** Encoders connect once per session: more than this at once is not a creator. */
const MAX_CONNECTIONS = 64;

export interface RtmpServerOptions {
  port: number;
  host?: string;
  onPublish(publish: RtmpPublish): Promise<PublishDecision>;
  onError(error: unknown): void;
}

export interface RtmpServer {
  port: number;
  close(): Promise<void>;
}

export async function startRtmpServer(options: RtmpServerOptions): Promise<RtmpServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    if (sockets.size >= MAX_CONNECTIONS) return socket.destroy();
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.setNoDelay(true);
    socket.setTimeout(QUIET_FOR_MS, () => socket.destroy());
    const connection = handleRtmpConnection(socket, {
      onPublish: options.onPublish,
      onError: options.onError,
      maxMessageBytes: MAX_MESSAGE_BYTES,
    });
    const publishDeadline = setTimeout(() => connection.isPublishing() || socket.destroy(), PUBLISH_WITHIN_MS);
    socket.once("close", () => clearTimeout(publishDeadline));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
