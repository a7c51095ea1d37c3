// Sends a progress photo as the raw request body (api() sends JSON only).
import { ApiError, type Answer } from "../../lib/api";

type UploadedPhoto = Answer<"POST /check-ins/:checkinId/photos">;

export async function uploadCheckinPhoto(checkinId: string, today: string, file: File): Promise<UploadedPhoto> {
  let response: Response;
  try {
    response = await fetch(`/api/check-ins/${encodeURIComponent(checkinId)}/photos?today=${today}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": file.type || "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  const payload = (await response.json().catch(() => null)) as
    (UploadedPhoto & { error?: { code: string; message: string; details?: ApiError["details"] } }) | null;
  if (response.ok && payload) return payload;
  const error = payload?.error;
  // A proxy may answer 413 before our server sees the body, without our JSON.
  const code = error?.code ?? (response.status === 413 ? "file_too_large" : "http_error");
  throw new ApiError(response.status, code, error?.message ?? response.statusText, error?.details);
}
