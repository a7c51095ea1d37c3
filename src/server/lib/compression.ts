// gzip for text responses: the built app's HTML, JS, CSS and SVG, and the API's JSON.
import { compress } from "hono/compress";

/**
 * Text only. Photos and videos are already compressed (gzip would cost CPU to gain nothing),
 * media streams must keep their length and byte ranges, and event streams must not be
 * buffered. Hono's filter also skips 206 partial responses and `cache-control: no-transform`.
 */
const TEXT_TYPE = /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)(?:[;\s]|$)/i;

export const isCompressible = (contentType: string) => TEXT_TYPE.test(contentType);

/**
 * Only gzip: every browser speaks it, and it is what the first-visit budget is measured in.
 * The threshold is lower than Hono's 1 KB because the build has many small chunks of
 * 400-900 bytes that gzip still shrinks by a third, about 2 KB per first visit.
 */
export const compressText = () => compress({ encoding: "gzip", threshold: 256, contentTypeFilter: isCompressible });
