// The first code a request meets, in Node's own terms, before the framework. It gives every
// answer the security headers, and answers two kinds of visitor's read itself, as a CDN in front
// of the app would: a repeated public read, straight from the shared cache (public-cache.ts),
// and a read of an API path the app has no route for (no-such-endpoint.ts). Such a read then
// costs about what the bare framework costs for a hello, instead of a pass through every
// middleware. Everything else, and every request with a session, goes on to the app unchanged.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { errorBody } from "./errors";
import type { Logger } from "./logger";
import { NO_SUCH_ENDPOINT } from "./no-such-endpoint";
import { cachedAnswer, carriesCredentials, sharedAnswerKey, type PublicCache } from "./public-cache";
import { requestIdFrom } from "./request-context";
import { UNMATCHED_ROUTE, type ObserveRequest } from "./route-label";
import { API_SECURITY_HEADERS, securityHeaders, type SecurityHeaders } from "./security-headers";

const FLAT_API_SECURITY_HEADERS = API_SECURITY_HEADERS.flat();

export interface FrontDoorOptions {
  /** The app's shared answers; null when the cache is off. */
  cache: PublicCache | null;
  /** Whether the app has no endpoint for a GET of this API path (no-such-endpoint.ts). */
  findsNoEndpoint: (path: string) => boolean;
  logger: Logger;
  /** Origins the pages may load media from besides their own (object storage, its CDN). */
  mediaOrigins?: readonly string[];
  /** While true, every answer closes its connection, so keep-alive clients open their next one elsewhere. */
  isDraining?: () => boolean;
  /** Counts the answers given here (metrics), as the app counts its own; most visitors' reads end here. */
  observeRequest?: ObserveRequest;
}

export function frontDoor(
  app: RequestListener,
  { cache, findsNoEndpoint, logger, mediaOrigins, isDraining = () => false, observeRequest }: FrontDoorOptions,
): RequestListener {
  const headers = securityHeaders(mediaOrigins);
  return (request, response) => {
    // Node then ends the connection after this answer; the load balancer opens the next one to another instance.
    if (isDraining()) response.shouldKeepAlive = false;
    // Only a visitor's read is answered here; a signed-in one goes to the app without a detour.
    if (!carriesCredentials(request.headers.cookie, request.headers.authorization)) {
      if (cache && serveFromCache(cache, headers, request, response, logger, observeRequest)) return;
      if (answerNoSuchEndpoint(findsNoEndpoint, request, response, logger, observeRequest)) return;
    }
    for (const [name, value] of headers.forPath(request.url ?? "/")) response.setHeader(name, value);
    void app(request, response);
  };
}

/** Whether the request was answered from the cache. */
function serveFromCache(
  cache: PublicCache,
  securityHeaders: SecurityHeaders,
  request: IncomingMessage,
  response: ServerResponse,
  logger: Logger,
  observeRequest: ObserveRequest | undefined,
) {
  const target = request.url;
  // Only an origin-form target ("/path?query") can be the key the app stored; anything else
  // (an absolute URL, "*") goes to the app, which normalizes it.
  if (request.method !== "GET" || !target?.startsWith("/")) return false;
  const key = sharedAnswerKey(target, request.headers.cookie, request.headers.authorization);
  const entry = key === null ? null : cache.get(key);
  if (!entry?.isShared) return false;

  const started = performance.now();
  const { status, headers, body } = cachedAnswer(entry, cache.now(), {
    ifNoneMatch: request.headers["if-none-match"],
    acceptEncoding: request.headers["accept-encoding"],
  });
  if (body) headers.push("content-length", String(body.byteLength));
  response.writeHead(status, [...securityHeaders.flatForPath(target), ...headers]);
  response.end(body);
  cache.stats.hits++;
  const ms = performance.now() - started;
  observeRequest?.("GET", entry.route, status, ms / 1000);
  logger.info({ method: "GET", path: target, status, ms: Math.round(ms), cache: "hit" }, "request");
  return true;
}

/**
 * An API path as Hono reads it from the target unchanged: no percent-escape (Hono would decode
 * it) and no dot segment (the Node adapter would resolve it). Any other goes to the app.
 */
const PLAIN_API_PATH = /^\/api(?:\/[\w~-][\w.~-]*)*\/?$/;

/** Whether the request was a read of an API path with no endpoint, answered with the app's 404. */
function answerNoSuchEndpoint(
  findsNoEndpoint: (path: string) => boolean,
  request: IncomingMessage,
  response: ServerResponse,
  logger: Logger,
  observeRequest: ObserveRequest | undefined,
) {
  const target = request.url;
  if (request.method !== "GET" || !target?.startsWith("/api")) return false;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!PLAIN_API_PATH.test(path) || !findsNoEndpoint(path)) return false;

  const started = performance.now();
  const callerId = request.headers["x-request-id"];
  const requestId = requestIdFrom(typeof callerId === "string" ? callerId : undefined);
  const body = JSON.stringify(errorBody(NO_SUCH_ENDPOINT.code, NO_SUCH_ENDPOINT.message, requestId));
  response.writeHead(404, [
    ...FLAT_API_SECURITY_HEADERS,
    ...[
      "content-type",
      "application/json",
      "x-request-id",
      requestId,
      "content-length",
      String(Buffer.byteLength(body)),
    ],
  ]);
  response.end(body);
  observeRequest?.("GET", UNMATCHED_ROUTE, 404, (performance.now() - started) / 1000);
  logger.info({ requestId, method: "GET", path, status: 404, ms: 0, frontDoor: "no endpoint" }, "request");
  return true;
}
