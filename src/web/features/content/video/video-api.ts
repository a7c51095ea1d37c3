// The video endpoints, called through the api helper's URL and error handling. Typed by
// video-types.ts until the server's routes are in the contract; then each call becomes api("...").
import { ApiError, endpointUrl } from "../../../lib/api";
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

const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});

export const videoApi = {
  get: (id: string) => call<PostVideo>("GET", "/posts/:id/video", { id }),
  saveProgress: (id: string, seconds: number) =>
    call<void>("PUT", "/posts/:id/video/progress", { id }, json({ seconds })),
  setPreview: (id: string, enabled: boolean) =>
    call<{ previewEnabled: boolean }>("PUT", "/posts/:id/video/preview", { id }, json({ enabled })),
  putCaption: (id: string, language: CaptionLanguage, file: Blob) =>
    call<void>(
      "PUT",
      "/posts/:id/captions/:language",
      { id, language },
      { body: file, headers: { "content-type": "text/vtt" } },
    ),
  removeCaption: (id: string, language: CaptionLanguage) =>
    call<void>("DELETE", "/posts/:id/captions/:language", { id, language }),
};
