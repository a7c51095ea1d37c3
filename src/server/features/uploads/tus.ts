// The tus 1.0 server behind /api/uploads: partial files on the local disk under DATA_DIR/tus
// (never in memory), one owner per upload, the content check when the last byte arrives.
// Partial files and tus's default in-memory locks belong to this process: with several
// instances, a client must keep reaching the same one until its upload finishes.
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";
import type { Context } from "hono";
import { uploadLimits } from "../../../domain/content";
import type { SessionUser } from "../../../domain/roles";
import type { Config } from "../../config";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { fileTooLarge, isUploadKind, keepFinishedUpload, unsupportedFileType } from "./service";

/** Unfinished uploads can be resumed for a day, then they are swept away. */
const RESUMABLE_FOR_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const LARGEST_UPLOAD = Math.max(...Object.values(uploadLimits).map((limit) => limit.maxBytes));

/** What the tus hooks need of the Hono request they serve, keyed by its Request object. */
export interface TusCall {
  c: Context<AppEnv>;
  viewer: SessionUser;
  /** The error behind a failed response, for the JSON error the route answers with. */
  failure?: unknown;
}
export const tusCalls = new WeakMap<Request, TusCall>();

function callOf(request: Request) {
  const call = tusCalls.get(request);
  if (!call) throw new Error("tus request without its Hono context");
  return call;
}

const servers = new WeakMap<Config, Server>();

/** One tus server per app (tests run several apps, each with its own DATA_DIR). */
export function tusServerFor(config: Config) {
  let server = servers.get(config);
  if (!server) {
    server = createTusServer(path.resolve(config.dataDir, "tus"));
    servers.set(config, server);
  }
  return server;
}

function createTusServer(directory: string) {
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_FOR_MS });
  let lastSweep = 0;

  /** Removes every trace of an upload: its partial file and its info file. */
  async function discard(id: string) {
    await rm(path.join(directory, id), { force: true });
    await store.configstore.delete(id).catch(() => {});
  }

  const server: Server = new Server({
    path: "/api/uploads",
    datastore: store,
    // Same origin only, relative so it holds behind any proxy or TLS terminator.
    relativeLocation: true,
    allowedOrigins: [],
    maxSize: LARGEST_UPLOAD,
    // Ids are the uploads table's UUIDs.
    namingFunction: () => randomUUID(),

    async onUploadCreate(request, upload) {
      const { viewer } = callOf(request as Request);
      const { kind, filetype, filename } = upload.metadata ?? {};
      if (!isUploadKind(kind)) {
        throw new AppError("invalid_upload_metadata", 400, "Upload-Metadata must name the kind: video, image or thumbnail.");
      }
      if (!filetype || !filename) throw new AppError("invalid_upload_metadata", 400, "Upload-Metadata must carry filetype and filename.");
      if (upload.sizeIsDeferred) throw new AppError("upload_length_required", 400, "Upload-Length is required.");
      if (upload.size === 0) throw new AppError("file_required", 400, "The file is empty.");
      if (upload.size! > uploadLimits[kind].maxBytes) throw fileTooLarge(kind);
      // The declared type only spares a doomed upload; the real check reads the bytes at the end.
      if (!(uploadLimits[kind].mimeTypes as readonly string[]).includes(filetype)) throw unsupportedFileType(kind);
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        void server.cleanUpExpiredUploads().catch((error: unknown) => callOf(request as Request).c.var.logger.warn({ err: error }, "tus sweep failed"));
      }
      return { metadata: { kind, filetype, filename, ownerId: viewer.id } };
    },

    // HEAD, PATCH and DELETE reach only the viewer's own uploads; others look like missing ones.
    async onIncomingRequest(request, id) {
      if (request.method === "POST") return;
      const { viewer } = callOf(request as Request);
      const upload = await store.getUpload(id);
      if (upload.metadata?.ownerId !== viewer.id) throw new AppError("upload_not_found", 404, "No such upload.");
    },

    async onUploadFinish(request, upload: Upload) {
      const { c } = callOf(request as Request);
      const kind = upload.metadata?.kind;
      const ownerId = upload.metadata?.ownerId;
      try {
        if (!isUploadKind(kind) || !ownerId) throw new Error(`upload ${upload.id} lost its metadata`);
        await keepFinishedUpload(c.var, {
          id: upload.id,
          ownerId,
          kind,
          file: upload.storage?.path ?? path.join(directory, upload.id),
          size: upload.size ?? upload.offset,
        });
      } finally {
        // Kept (moved to storage) or refused: either way nothing stays in the tus folder.
        await discard(upload.id);
      }
      return {};
    },

    onResponseError(request, error) {
      const call = tusCalls.get(request as Request);
      if (call) call.failure = error;
      return undefined;
    },
  });
  return server;
}
