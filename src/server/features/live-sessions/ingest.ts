// The creator's browser stream: a WebSocket at /api/live-sessions/:id/ingest on the app's own HTTP
// server (upgrade requests never reach Hono). The upgrade is checked like a change: the app's own
// page (Origin), a signed-in session (the cookie), the creator who owns the session, at a time it
// may go live. Each binary message is a MediaRecorder WebM chunk fed to the session's ffmpeg.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { AppDeps } from "../../context";
import { acceptedOrigins } from "../../lib/origin-check";
import { findSession, type LiveSessionRow } from "./access";
import { openLiveInput } from "./live-input";
import { checkCanGoLive } from "./sessions";

const INGEST_PATH = /^\/api\/live-sessions\/([0-9a-f-]{36})\/ingest$/;
/** A MediaRecorder chunk of a few hundred milliseconds is well under this. */
const MAX_CHUNK_BYTES = 8 * 1024 * 1024;

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function headersOf(request: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/** The `upgrade` listener for the node HTTP server; answers only the ingest path. */
export function liveIngestUpgrade(deps: AppDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CHUNK_BYTES });
  const origins = acceptedOrigins(deps.config);

  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer, sessionId: string) => {
    if (!origins.includes(request.headers.origin ?? "")) return refuse(socket, 403, "Forbidden");
    const auth = await deps.auth.api.getSession({ headers: headersOf(request) });
    if (!auth || auth.user.suspendedAt) return refuse(socket, 401, "Unauthorized");
    const session = await findSession(deps.db, sessionId);
    if (!session || session.creatorId !== auth.user.id) return refuse(socket, 404, "Not Found");
    try {
      checkCanGoLive(session);
    } catch {
      return refuse(socket, 409, "Conflict");
    }
    wss.handleUpgrade(request, socket, head, (ws) => stream(ws, session));
  };

  const stream = (ws: WebSocket, session: LiveSessionRow) => {
    const input = openLiveInput(deps, session, "webm", {
      onLive: () => ws.send(JSON.stringify({ live: true })),
      onStopped: () => ws.close(),
    });
    ws.on("message", (data, isBinary) => {
      if (isBinary) input.write(Buffer.isBuffer(data) ? data : Buffer.concat(data as Buffer[]));
    });
    ws.on("close", () => input.close());
  };

  return (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = INGEST_PATH.exec(new URL(request.url ?? "/", "http://localhost").pathname);
    if (!match) return refuse(socket, 404, "Not Found");
    accept(request, socket, head, match[1]!).catch((error: unknown) => {
      deps.logger.error({ err: error }, "live ingest upgrade failed");
      refuse(socket, 500, "Internal Server Error");
    });
  };
}
