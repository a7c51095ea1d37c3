// Sends a post's file to /api/uploads over tus: 8 MB chunks, retries with back-off, real byte
// progress, resuming an interrupted upload of the same file, and cancelling.
import { Upload, type DetailedError } from "tus-js-client";
import type { UploadKind } from "../../../domain/content";

const ENDPOINT = "/api/uploads";
const CHUNK_BYTES = 8 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000];
// No byte moving for this long means the connection is too slow or gone (retries included).
const STALL_TIMEOUT_MS = 60_000;

export type UploadFailure =
  | "file_too_large"
  | "unsupported_file_type"
  | "permission_denied"
  | "network_error"
  | "upload_timeout"
  | "upload_cancelled"
  | "upload_quota_exceeded"
  | "image_dimensions_too_large"
  | "too_many_image_uploads"
  | "storage_quota_exceeded"
  | "too_many_video_uploads"
  | "upload_failed";

export class UploadError extends Error {
  constructor(
    readonly code: UploadFailure,
    message: string,
    /** The server's details of the refusal (the storage quota's byte counts, the hourly limit). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export interface UploadHandle {
  /** The finished upload's id, to name in the post. */
  done: Promise<string>;
  /** Stops sending; the part already sent stays on the server so the same file resumes next time. */
  cancel(): void;
}

const isDetailed = (error: Error): error is DetailedError => "originalRequest" in error;

function errorInBody(body: string): { code?: string; details?: Record<string, unknown> } {
  try {
    return (JSON.parse(body) as { error?: { code?: string; details?: Record<string, unknown> } }).error ?? {};
  } catch {
    return {};
  }
}

function toUploadError(error: Error): UploadError {
  const response = isDetailed(error) ? error.originalResponse : null;
  if (!response || response.getStatus() === 0) {
    // Safari reports a dropped request as "Load failed"; keep the reason for the message.
    return new UploadError("network_error", error.message);
  }
  const status = response.getStatus();
  const { code, details } = errorInBody(response.getBody());
  // The creator's storage quota and hourly video limit (checked before the 413 of a file too large, which shares its
  // status).
  if (code === "storage_quota_exceeded" || code === "too_many_video_uploads")
    return new UploadError(code, error.message, details);
  if (status === 413 || code === "file_too_large") return new UploadError("file_too_large", error.message);
  if (status === 415 || code === "unsupported_file_type")
    return new UploadError("unsupported_file_type", error.message);
  if (status === 401 || status === 403) return new UploadError("permission_denied", error.message);
  // The server's limits (uploads in progress and unused, picture size in pixels, pictures per hour).
  if (code === "upload_quota_exceeded" || code === "image_dimensions_too_large" || code === "too_many_image_uploads") {
    return new UploadError(code, error.message);
  }
  return new UploadError("upload_failed", code ?? `HTTP ${status}`);
}

/** The upload's id is the last segment of its tus URL. */
const idOf = (url: string) => url.replace(/\/+$/, "").split("/").pop() ?? "";

export function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress: (sentBytes: number, totalBytes: number) => void,
): UploadHandle {
  let upload: Upload | null = null;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let settle: { reject(error: UploadError): void } | null = null;

  const stop = (error: UploadError) => {
    clearTimeout(stallTimer);
    void upload?.abort(false);
    settle?.reject(error);
    settle = null;
  };
  const watchForStall = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => stop(new UploadError("upload_timeout", "No progress")), STALL_TIMEOUT_MS);
  };

  const done = new Promise<string>((resolve, reject) => {
    settle = { reject };
    upload = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { kind, filetype: file.type, filename: file.name },
      // The kind is part of the fingerprint: the same picture sent as an image and as a thumbnail is two uploads.
      fingerprint: async (input, options) =>
        ["fitcreators", kind, input.name, input.type, input.size, input.lastModified, options.endpoint].join("-"),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => {
        watchForStall();
        onProgress(sent, total);
      },
      onSuccess: () => {
        clearTimeout(stallTimer);
        settle = null;
        resolve(idOf(upload?.url ?? ""));
      },
      onError: (error) => {
        clearTimeout(stallTimer);
        settle = null;
        reject(toUploadError(error));
      },
    });
    const started = upload;
    watchForStall();
    started
      .findPreviousUploads()
      .then((previous) => {
        if (!settle) return;
        const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) started.resumeFromPreviousUpload(latest);
        started.start();
      })
      .catch(() => settle && started.start());
  });

  return { done, cancel: () => stop(new UploadError("upload_cancelled", "Cancelled")) };
}
