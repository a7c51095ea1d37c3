// Sends a picture for a community post as the raw request body (api() sends JSON only).
import { ApiError, type Answer } from "../../lib/api";

export type UploadedImage = Answer<"POST /community/:username/images">["image"];

export async function uploadCommunityImage(username: string, file: File): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch(`/api/community/${encodeURIComponent(username)}/images`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": file.type || "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  const payload = (await response.json().catch(() => null)) as {
    image?: UploadedImage;
    error?: { code: string; message: string; details?: ApiError["details"] };
  } | null;
  if (response.ok && payload?.image) return payload.image;
  const error = payload?.error;
  // A proxy may answer 413 before our server sees the body, without our JSON.
  const code = error?.code ?? (response.status === 413 ? "file_too_large" : "http_error");
  throw new ApiError(response.status, code, error?.message ?? response.statusText, error?.details);
}
