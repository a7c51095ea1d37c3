// gzip for text responses: the API's JSON and the server-rendered HTML. The build's files are
// served already compressed (web-app.ts), and the public cache sends its own gzip.
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const gzipAsync = promisify(gzip);

/**
 * Text only. Photos and videos are already compressed (gzip would cost CPU to gain nothing),
 * media streams must keep their length and byte ranges, and event streams must not be
 * buffered.
 */
const TEXT_TYPE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)(?:[;\s]|$)/i;

export const isCompressible = (contentType: string) => TEXT_TYPE.test(contentType);

/**
 * Below this a gzip header and trailer eat most of the gain. Lower than Hono's 1 KB because the
 * build has many small chunks of 400-900 bytes that gzip still shrinks by a third.
 */
export const COMPRESSION_THRESHOLD = 256;

/** Bodies up to this size are gzipped in line (tens of microseconds); larger ones on the thread pool. */
const IN_LINE_LIMIT = 64 * 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;
const ACCEPTS_GZIP = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q=(?:1(?:\.0*)?|0?\.\d*[1-9]\d*))?\s*(?:,|$)/i;

export const acceptsGzip = (acceptEncoding: string | undefined) =>
  Boolean(acceptEncoding && ACCEPTS_GZIP.test(acceptEncoding));

/**
 * Only gzip: every browser speaks it, and it is what the first-visit budget is measured in.
 *
 * Hono's own `compress()` pipes every body through a web CompressionStream, even a 40-byte
 * JSON answer (a JSON response has no Content-Length to compare with its threshold). On this
 * platform's small API answers that stream costs more than the handler and its query together
 * (about 3 ms of a 6 ms request), so answers are read whole and gzipped with zlib instead;
 * only the rare streamed text body (none today) keeps the stream.
 */
export function compressText(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has("content-encoding") || res.headers.has("transfer-encoding")) return;
    if (!isCompressible(res.headers.get("content-type") ?? "")) return;
    if (NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < COMPRESSION_THRESHOLD) return;

    const vary = res.headers.get("vary");
    if (!vary || !VARIES_BY_ENCODING.test(vary))
      res.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (!acceptsGzip(c.req.header("accept-encoding")) || !res.body) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < COMPRESSION_THRESHOLD)
      return replaceResponse(c, new Response(body, { status: res.status, headers }));
    const gzipped = body.byteLength <= IN_LINE_LIMIT ? gzipSync(body) : await gzipAsync(body);
    headers.delete("content-length");
    headers.set("content-encoding", "gzip");
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    replaceResponse(c, new Response(new Uint8Array(gzipped), { status: res.status, headers }));
  };
}

/**
 * Assigning `c.res` over an existing response makes Hono wrap the new one around its body
 * stream and copy the old headers back (a stale Content-Length among them); the node adapter
 * then writes that stream chunk by chunk. Clearing it first keeps the buffered body as it is.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}
