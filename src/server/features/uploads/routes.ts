// /api/uploads: resumable uploads (tus 1.0: POST creates, HEAD tells the offset, PATCH sends
// bytes, DELETE aborts) for influencers, and the status of a finished upload.
import { ERRORS } from "@tus/server";
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../context";
import { AppError, errorResponse } from "../../lib/errors";
import { requireRole, requireViewer } from "../auth";
import { announceRetryAfter } from "../../lib/rate-limit";
import { fileTooLarge, findOwnUpload } from "./service";
import { getStorageUsage } from "./storage-quota";
import { tusCalls, tusServerFor } from "./tus";

/** tus's own failures, in the API's error vocabulary. */
function describeTusFailure(status: number, failure: unknown): { code: string; message: string } {
  if (failure === ERRORS.ERR_SIZE_EXCEEDED)
    return { code: "upload_length_exceeded", message: "More bytes were sent than the upload declared." };
  if (status === 404 || status === 410)
    return { code: "upload_not_found", message: "No such upload; it may have expired. Start again." };
  if (status === 409)
    return {
      code: "upload_offset_mismatch",
      message: "The upload is at another offset; ask with HEAD and resume from there.",
    };
  if (status === 412)
    return { code: "tus_resumable_required", message: "This endpoint speaks tus 1.0.0 (Tus-Resumable header)." };
  return { code: "upload_failed", message: "The upload request was not valid." };
}

/** tus answers errors in plain text; the API answers every error as `{ error: { code, message } }`. */
function jsonError(c: Context<AppEnv>, tusResponse: Response, failure: unknown) {
  let response: Response;
  // Over the largest limit of any kind: refused by tus before our hooks see the upload.
  if (failure === ERRORS.ERR_MAX_SIZE_EXCEEDED) failure = fileTooLarge("video");
  if (failure instanceof AppError) {
    announceRetryAfter(c, failure);
    response = errorResponse(c, failure.status, failure.code, failure.message, failure.details);
  } else if (tusResponse.status >= 500) {
    c.var.logger.error({ err: failure, requestId: c.var.requestId }, "upload failed");
    response = errorResponse(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  } else {
    const { code, message } = describeTusFailure(tusResponse.status, failure);
    response = errorResponse(c, tusResponse.status as ContentfulStatusCode, code, message);
  }
  // Keep the protocol headers (Tus-Resumable, Upload-Offset) a tus client reads on errors too.
  for (const [name, value] of tusResponse.headers) {
    if (/^(tus-|upload-)/i.test(name)) response.headers.set(name, value);
  }
  return response;
}

async function handleTus(c: Context<AppEnv>) {
  const call = { c, viewer: await requireViewer(c) };
  tusCalls.set(c.req.raw, call);
  const response = await tusServerFor(c.var.config).handleWeb(c.req.raw);
  if (response.status >= 400) return jsonError(c, response, tusCalls.get(c.req.raw)?.failure);
  // Successful tus answers are headers only, yet tus labels their empty body text/plain;
  // sent bare, nothing downstream (the gzip middleware) mistakes them for text to compress.
  const headers = new Headers(response.headers);
  headers.delete("content-type");
  return new Response(null, { status: response.status, headers });
}

export const uploadRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"))
  .get("/:id/status", async (c) => {
    const upload = await findOwnUpload(c.var.db, (await requireViewer(c)).id, c.req.param("id"));
    if (!upload) throw new AppError("upload_not_found", 404, "This upload has not finished, or is not yours.");
    c.header("cache-control", "no-store");
    return c.json(upload);
  })
  // What the creator has stored against the quota, for the forms to check before they upload.
  .get("/usage", async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await getStorageUsage(c.var.db, c.var.config.storageQuota, (await requireViewer(c)).id));
  })
  .on(["POST", "OPTIONS"], "/", handleTus)
  .on(["PATCH", "DELETE"], "/:id", handleTus)
  // Hono routes HEAD through GET handlers; tus still sees the HEAD method (and answers GET with 404).
  .get("/:id", handleTus);
