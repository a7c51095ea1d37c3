// The key a download is encrypted with: POST /api/posts/:id/offline-key answers it for this login
// session, with how long the member's access lasts. Refusals come as ApiError with the server's code
// (403 offline_not_allowed, 404 post_not_found, 409 video_not_ready), as from api(); the answer's
// key is checked for its 32 bytes before it is imported.
import { ApiError, endpointUrl } from "../../lib/api";
import { importVideoKey } from "./chunk-cipher";

interface OfflineKeyAnswer {
  postId: string;
  key: string;
  expiresAt: string;
}

export interface OfflineKey {
  key: CryptoKey;
  expiresAt: string;
}

const KEY_BYTES = 32;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

const isAnswer = (body: unknown): body is OfflineKeyAnswer =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as OfflineKeyAnswer).key === "string" &&
  typeof (body as OfflineKeyAnswer).expiresAt === "string";

async function postForKey(postId: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(endpointUrl("/posts/:id/offline-key", { id: postId }), {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: "{}",
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The key and expiry the server gives now, or ApiError: a refusal (its status) or the network (status 0). */
export async function requestOfflineKey(postId: string): Promise<OfflineKey> {
  const { status, body } = await postForKey(postId);
  if (status < 200 || status >= 300) {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(status, error?.code ?? "http_error", error?.message ?? `HTTP ${status}`);
  }
  const raw = isAnswer(body) ? fromBase64Url(body.key) : null;
  if (!isAnswer(body) || raw?.length !== KEY_BYTES || Number.isNaN(Date.parse(body.expiresAt))) {
    throw new ApiError(status, "invalid_offline_key", "The server's offline key could not be read");
  }
  return { key: await importVideoKey(raw), expiresAt: body.expiresAt };
}
