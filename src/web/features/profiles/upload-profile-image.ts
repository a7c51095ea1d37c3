// Sends a picture as the raw request body with XMLHttpRequest, the one browser API that reports upload progress.
import type { ProfileImageKind } from "../../../domain/images";
import { ApiError, type Answer } from "../../lib/api";

/** The route's own answer (the body is raw bytes, so api() cannot send it; XMLHttpRequest reports progress). */
type UploadedImage = Answer<"PUT /me/profile/images/:kind">;

export interface UploadProgress {
  /** 0-100. */
  percent: number;
  /** False when the browser cannot measure the upload and the steps are estimated. */
  isMeasured: boolean;
}

const UPLOAD_TIMEOUT_MS = 120_000;
// The spec's steps, shown only when the browser gives no byte counts.
const FALLBACK_STEPS = [50, 75, 90];

export function uploadProfileImage(
  kind: ProfileImageKind,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  return new Promise<UploadedImage>((resolve, reject) => {
    const request = new XMLHttpRequest();
    let fallbackStep = 0;
    request.open("PUT", `/api/me/profile/images/${kind}`);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("content-type", file.type);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.responseType = "json";

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.({ percent: Math.round((event.loaded / event.total) * 100), isMeasured: true });
      } else if (fallbackStep < FALLBACK_STEPS.length) {
        onProgress?.({ percent: FALLBACK_STEPS[fallbackStep++]!, isMeasured: false });
      }
    };
    request.onload = () => {
      // XMLHttpRequest's JSON is untyped: a success is the route's answer, a failure the error handler's.
      const payload = request.response as
        (UploadedImage & { error?: { code: string; message: string; details?: Record<string, unknown> } }) | null;
      if (request.status >= 200 && request.status < 300 && payload) {
        onProgress?.({ percent: 100, isMeasured: fallbackStep === 0 });
        resolve(payload);
        return;
      }
      const error = payload?.error;
      // A proxy may answer 413 before our server sees the body, without our JSON.
      const code =
        error?.code ??
        (request.status === 413 ? "file_too_large" : request.status === 415 ? "unsupported_file_type" : "http_error");
      reject(new ApiError(request.status, code, error?.message ?? request.statusText, error?.details));
    };
    request.onerror = () => reject(new ApiError(0, "network_error", "Network error"));
    request.ontimeout = () => reject(new ApiError(0, "upload_timeout", "Upload timed out"));
    request.send(file);
  });
}
