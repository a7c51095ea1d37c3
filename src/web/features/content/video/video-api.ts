// The video endpoints: JSON ones through api(), typed by the contract; a caption file, sent as
// it is, through the same URL and error handling by hand.
import { api, ApiError, endpointUrl } from "../../../lib/api";
import type { CaptionLanguage, PostVideo } from "./video-types";

async function call<T>(method: string, path: string, params: Record<string, string>, init: RequestInit = {}) {
  let response: Response;
  try {
    response = await fetch(endpointUrl(path, params), {
      method,
      credentials: "same-origin",
      ...init,
      headers: { accept: "application/json", ...init.headers },
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as
    (T & { error?: { code: string; message: string; details?: ApiError["details"]; requestId?: string } }) | null;
  if (!response.ok) {
    const error = payload?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? response.statusText,
      error?.details,
      error?.requestId,
    );
  }
  return payload as T;
}

export const videoApi = {
  get: (id: string): Promise<PostVideo> => api("GET /posts/:id/video", { params: { id } }),
  saveProgress: (id: string, seconds: number) =>
    api("PUT /posts/:id/video/progress", { params: { id }, body: { seconds } }),
  setPreview: (id: string, enabled: boolean) =>
    api("PUT /posts/:id/video/preview", { params: { id }, body: { enabled } }),
  // The file goes as it is (text/vtt), which api() does not send: it speaks JSON.
  putCaption: (id: string, language: CaptionLanguage, file: Blob) =>
    call<void>(
      "PUT",
      "/posts/:id/captions/:language",
      { id, language },
      { body: file, headers: { "content-type": "text/vtt" } },
    ),
  removeCaption: (id: string, language: CaptionLanguage) =>
    api("DELETE /posts/:id/captions/:language", { params: { id, language } }),
};
