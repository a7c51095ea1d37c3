// The tus 1.0 server behind /api/uploads: one owner per upload, the creator's upload limits
// and storage quota when an upload starts, the content check when the last byte arrives. Partial uploads are
// never held in memory. Where they live decides how many instances can serve them:
// - with S3 configured, in the bucket (s3-tus-store.ts), under a lock in PostgreSQL
//   (pg-locker.ts): any instance takes any chunk of any upload;
// - otherwise on the local disk under DATA_DIR/tus, under tus's in-memory locks: a client must
//   keep reaching the same instance until its upload finishes.
import { randomUUID } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";
import type { Context } from "hono";
import { ABANDONED_UPLOAD_AFTER_MS, uploadLimits } from "../../../domain/content";
import type { SessionUser } from "../../../domain/roles";
import type { Config } from "../../config";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { takeImageUploadSlot } from "../media";
import { createPgLocker, type PgLocker } from "./pg-locker";
import { releaseUpload, reserveUpload } from "./quota";
import { createS3TusStore, discardS3PartialUpload } from "./s3-tus-store";
import { takeVideoUploadSlot } from "./storage-quota";
import { fileTooLarge, isUploadKind, keepFinishedUpload, unsupportedFileType } from "./service";

/** Unfinished uploads can be resumed for a day, then they are swept away. */
const RESUMABLE_FOR_MS = ABANDONED_UPLOAD_AFTER_MS;
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

/** Where this process keeps partial uploads and their info files (`<id>` and `<id>.json`). */
export const tusDirectory = (config: Config) => path.resolve(config.dataDir, "tus");

const missingIsFine = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
};

/**
 * Removes the partial files of uploads started before `startedBefore`, whatever state they are
 * in: tus's info file written, or only a partial file left by a crash between the two. An
 * upload's start is its info file's time, or its partial file's when the info file is missing.
 * Returns the ids removed.
 */
export async function sweepPartialUploads(directory: string, startedBefore: Date) {
  const names = await readdir(directory).catch((error: unknown) => (missingIsFine(error), [] as string[]));
  const ids = new Set(names.map((name) => name.replace(/\.json$/, "")));
  const removed: string[] = [];
  for (const id of ids) {
    const started =
      (await stat(path.join(directory, `${id}.json`)).catch(missingIsFine)) ??
      (await stat(path.join(directory, id)).catch(missingIsFine));
    if (!started || started.mtime >= startedBefore) continue;
    await rm(path.join(directory, id), { force: true });
    await rm(path.join(directory, `${id}.json`), { force: true });
    removed.push(id);
  }
  return removed;
}

/** Removes one upload's partial files: from the bucket, or from this process's folder if it has them. */
export async function discardPartialUpload(config: Config, id: string) {
  if (config.s3) return discardS3PartialUpload(config.s3, id);
  const directory = tusDirectory(config);
  await rm(path.join(directory, id), { force: true });
  await rm(path.join(directory, `${id}.json`), { force: true });
}

/** One tus server per app (tests run several apps, each with its own DATA_DIR). */
export function tusServerFor(config: Config) {
  let server = servers.get(config);
  if (!server) {
    server = config.s3
      ? createTusServer(config, createS3TusStore(config.s3, { resumableForMs: RESUMABLE_FOR_MS }))
      : createTusServer(config);
    servers.set(config, server);
  }
  return server;
}

/**
 * The shared lock for uploads in the bucket, on its own connections to the app's database
 * (made on the first request, which brings the database's address).
 */
function sharedLocker() {
  let locker: PgLocker | null = null;
  return (request: Request) => {
    const { c } = callOf(request);
    locker ??= createPgLocker({
      connectionString: c.var.sessionDatabaseUrl,
      logger: c.var.logger,
    });
    return locker;
  };
}

function createTusServer(config: Config, s3Store?: ReturnType<typeof createS3TusStore>) {
  const directory = tusDirectory(config);
  const store = s3Store ?? new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_FOR_MS });
  let lastSweep = 0;

  /** Removes every trace of an upload: its partial file and its info file, or its objects in the bucket. */
  async function discard(id: string) {
    if (!(store instanceof FileStore)) return discardPartialUpload(config, id);
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
    // Without a bucket, tus's in-memory locks: the upload is only on this instance's disk anyway.
    ...(s3Store ? { locker: sharedLocker() } : {}),

    async onUploadCreate(request, upload) {
      const { c, viewer } = callOf(request as Request);
      const { kind, filetype, filename } = upload.metadata ?? {};
      if (!isUploadKind(kind)) {
        throw new AppError(
          "invalid_upload_metadata",
          400,
          "Upload-Metadata must name the kind: video, image or thumbnail.",
        );
      }
      if (!filetype || !filename)
        throw new AppError("invalid_upload_metadata", 400, "Upload-Metadata must carry filetype and filename.");
      if (upload.sizeIsDeferred) throw new AppError("upload_length_required", 400, "Upload-Length is required.");
      if (upload.size === 0) throw new AppError("file_required", 400, "The file is empty.");
      if (upload.size! > uploadLimits[kind].maxBytes) throw fileTooLarge(kind);
      // The declared type only spares a doomed upload; the real check reads the bytes at the end.
      if (!(uploadLimits[kind].mimeTypes as readonly string[]).includes(filetype)) throw unsupportedFileType(kind);
      await reserveUpload(c.var.db, config.storageQuota, {
        id: upload.id,
        ownerId: viewer.id,
        kind,
        sizeBytes: upload.size!,
      });
      // Taken after the reservation, so an upload the limits refuse costs no picture or video slot.
      const takeSlot =
        kind === "video"
          ? takeVideoUploadSlot(c.var.db, config.storageQuota, viewer.id)
          : takeImageUploadSlot(c.var.db, viewer.id);
      await takeSlot.catch(async (error: unknown) => {
        await releaseUpload(c.var.db, upload.id);
        throw error;
      });
      // Each process sweeps its own folder too: with local partial files, the cleanup job only
      // reaches the folder of the instance that runs it.
      if (!s3Store && Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        void sweepPartialUploads(directory, new Date(Date.now() - RESUMABLE_FOR_MS)).catch((error: unknown) =>
          c.var.logger.warn({ err: error }, "tus sweep failed"),
        );
      }
      return { metadata: { kind, filetype, filename, ownerId: viewer.id } };
    },

    // HEAD, PATCH and DELETE reach only the viewer's own uploads; others look like missing ones.
    async onIncomingRequest(request, id) {
      if (request.method === "POST") return;
      const { c, viewer } = callOf(request as Request);
      const upload = await store.getUpload(id);
      if (upload.metadata?.ownerId !== viewer.id) throw new AppError("upload_not_found", 404, "No such upload.");
      // An aborted upload no longer counts against the creator's limits.
      if (request.method === "DELETE") await releaseUpload(c.var.db, id);
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
          // s3-store names the finished object after the upload.
          file: s3Store
            ? { storageKey: upload.storage?.path ?? upload.id }
            : (upload.storage?.path ?? path.join(directory, upload.id)),
          size: upload.size ?? upload.offset,
        });
      } finally {
        // Kept (moved or copied to storage) or refused: either way nothing stays in the tus folder
        // or the bucket's tus objects,
        // and the upload is no longer in progress.
        await discard(upload.id);
        await releaseUpload(c.var.db, upload.id);
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
