// Builds the HTTP application from its dependencies: middleware, feature routers, the web app.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { accountLanguageRoutes } from "./features/account-language/routes";
import { adminRoutes } from "./features/admin/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { authRoutes } from "./features/auth/routes";
import { refuseTwoSessionCookies } from "./features/auth/service";
import { twoFactorRoutes } from "./features/auth/two-factor-routes";
import { billingRoutes, billingTermsRoutes, membershipChangeRoutes, payoutRoutes } from "./features/billing/routes";
import { postUnlockRoutes, purchaseRoutes, receivedTipRoutes, tipRoutes } from "./features/billing/purchase-routes";
import { webhookRoutes } from "./features/billing/webhook-routes";
import { giftRoutes, ownGiftRoutes } from "./features/billing/gift-routes";
import { ownOfferRoutes, publicOfferRoutes } from "./features/billing/offer-routes";
import { unfollowRoutes } from "./features/billing/unfollow-routes";
import { clientLogRoutes } from "./features/client-logs/routes";
import { coachingRoutes, planRoutes, programRoutes, recordRoutes } from "./features/coaching/routes";
import { communityRoutes, communitySettingsRoutes } from "./features/community/routes";
import { checkinRoutes } from "./features/coaching/checkin-routes";
import { routineLogRoutes } from "./features/coaching/routine-log-routes";
import { contentRoutes } from "./features/content/routes";
import { videoRoutes } from "./features/video/routes";
import { creatorRoutes } from "./features/creators/routes";
import { dashboardRoutes } from "./features/dashboards/routes";
import { demoRoutes } from "./features/demo/routes";
import { devMailRoutes, readableOutbox } from "./features/dev-mail/routes";
import { devWeeklyTipsRoutes } from "./features/weekly-tips";
import { healthRoutes } from "./features/health/routes";
import { legalRoutes } from "./features/legal/routes";
import { liveRoutes } from "./features/live/routes";
import { measureRequests, metricsRoutes } from "./features/metrics";
import { liveSessionRoutes, ownLiveSessionRoutes } from "./features/live-sessions/routes";
import { mediaRoutes } from "./features/media/routes";
import { reportRoutes } from "./features/moderation/reports-routes";
import {
  conversationRoutes,
  creatorMessageRoutes,
  messageReportRoutes,
  unreadCountRoutes,
} from "./features/messages/routes";
import { favoriteRoutes } from "./features/favorites/routes";
import {
  creatorUpdateRoutes,
  emailPreferenceRoutes,
  notificationRoutes,
  unsubscribeRoutes,
} from "./features/notifications/routes";
import { devUnreadRepliesRoutes } from "./features/notifications/dev-routes";
import { followRoutes, ownMembershipRoutes } from "./features/memberships/routes";
import { ownReviewRoutes } from "./features/memberships/review-routes";
import { profileRoutes } from "./features/profiles/routes";
import {
  pushKeyRoutes,
  pushNotificationRoutes,
  pushPreferenceRoutes,
  pushSubscriptionRoutes,
} from "./features/push/routes";
import { sandboxRoutes } from "./features/sandbox/routes";
import { supportRoutes } from "./features/support/routes";
import { uploadRoutes } from "./features/uploads/routes";
import { ownRoutineRoutes, publicRoutineRoutes } from "./features/routines/routes";
import { readingPreferenceRoutes, translationRoutes } from "./features/translation/routes";
import type { AppDeps, AppEnv } from "./context";
import { compressText } from "./lib/compression";
import { noSuchEndpoint } from "./lib/no-such-endpoint";
import { acceptedOrigins, originCheck } from "./lib/origin-check";
import { PublicCache, publicCache } from "./lib/public-cache";
import { rememberWrites } from "./lib/read-your-writes";
import { requestContext } from "./lib/request-context";
import { traceRequests } from "./lib/tracing";
import { answeredAs, UNMATCHED_ROUTE } from "./lib/route-label";
import { announceRetryAfter } from "./lib/rate-limit";
import { AppError, errorResponse, isMalformedInputError } from "./lib/errors";
import { webAppRoutes } from "./web-app";

/** Requests whose bodies are files, each route with its own limit (JSON bodies stay small). */
const isUploadPath = (path: string) =>
  path.startsWith("/api/me/profile/images/") ||
  path === "/api/uploads" ||
  path.startsWith("/api/uploads/") ||
  // A support request's form carries its screenshot.
  path === "/api/support/requests" ||
  // A community post's pictures and a check-in's progress photos.
  /^\/api\/community\/[^/]+\/images$/.test(path) ||
  /^\/api\/check-ins\/[^/]+\/photos$/.test(path) ||
  // A video's captions (WebVTT, up to 512 KB).
  /^\/api\/posts\/[^/]+\/captions\/[^/]+$/.test(path);

/** Every JSON endpoint under /api. Its type is the contract the web app's client reads (api-contract.ts). */
export function apiRoutes() {
  return (
    new Hono<AppEnv>()
      .route("/health", healthRoutes)
      .route("/auth/two-factor", twoFactorRoutes)
      .route("/auth", authRoutes)
      .route("/client-logs", clientLogRoutes)
      .route("/creators", creatorRoutes)
      .route("/creators", followRoutes)
      .route("/creators", unfollowRoutes)
      .route("/creators", publicOfferRoutes)
      .route("/creators", creatorMessageRoutes)
      .route("/conversations", conversationRoutes)
      .route("/messages", messageReportRoutes)
      .route("/reports", reportRoutes)
      .route("/notifications", notificationRoutes)
      .route("/events", liveRoutes)
      .route("/me/unread-counts", unreadCountRoutes)
      .route("/me/email-preferences", emailPreferenceRoutes)
      .route("/push", pushKeyRoutes)
      .route("/me/push-subscriptions", pushSubscriptionRoutes)
      .route("/me/push-preferences", pushPreferenceRoutes)
      .route("/me/push/notifications", pushNotificationRoutes)
      .route("/me/updates", creatorUpdateRoutes)
      .route("/me/language", accountLanguageRoutes)
      .route("/email-preferences", unsubscribeRoutes)
      .route("/me/profile", profileRoutes)
      .route("/me/memberships", ownMembershipRoutes)
      .route("/me/reviews", ownReviewRoutes)
      .route("/me/memberships", membershipChangeRoutes)
      .route("/me/payout-account", payoutRoutes)
      .route("/me/billing-terms", billingTermsRoutes)
      .route("/me/offers", ownOfferRoutes)
      .route("/billing", billingRoutes)
      .route("/tips", tipRoutes)
      .route("/purchases", purchaseRoutes)
      .route("/posts", postUnlockRoutes)
      .route("/me/tips", receivedTipRoutes)
      .route("/gifts", giftRoutes)
      .route("/me/gifts", ownGiftRoutes)
      .route("/webhooks", webhookRoutes)
      .route("/support", supportRoutes)
      .route("/legal", legalRoutes)
      // /posts, /creators/:username/posts, /me/posts, /me/feed
      .route("/", contentRoutes)
      // /posts/:id/video, its preview, poster and captions; /videos/:postId/t/:token/... (HLS)
      .route("/", videoRoutes)
      // PUT/DELETE /posts/:postId/favorite, /me/favorites
      .route("/", favoriteRoutes)
      .route("/me/routines", ownRoutineRoutes)
      .route("/me/programs", programRoutes)
      .route("/me/coaching", coachingRoutes)
      .route("/me/plan", planRoutes)
      .route("/me/records", recordRoutes)
      .route("/me/routine-logs", routineLogRoutes)
      .route("/community", communityRoutes)
      .route("/me/community", communitySettingsRoutes)
      .route("/check-ins", checkinRoutes)
      .route("/creators", publicRoutineRoutes)
      .route("/dashboards/influencer/analytics", analyticsRoutes)
      .route("/dashboards", dashboardRoutes)
      .route("/owner", adminRoutes)
      .route("/demo", demoRoutes)
      .route("/media", mediaRoutes)
      .route("/translations", translationRoutes)
      .route("/me/reading-preferences", readingPreferenceRoutes)
      .route("/uploads", uploadRoutes)
      .route("/me/live-sessions", ownLiveSessionRoutes)
      .route("/live-sessions", liveSessionRoutes)
  );
}

/** The shared answers for visitors (public-cache.ts), or null when PUBLIC_CACHE_MB is 0. */
export function createSharedAnswers(config: AppDeps["config"]) {
  return config.publicCacheBytes > 0
    ? new PublicCache({ maxBytes: config.publicCacheBytes, maxEntryBytes: config.publicCacheBytes / 16 })
    : null;
}

/**
 * The app as a fetch handler. `sharedAnswers` is the cache it fills with visitors' answers; the
 * front door (lib/front-door.ts) serves repeated ones from the same cache before they reach it.
 */
export function createApp(deps: AppDeps, sharedAnswers = createSharedAnswers(deps.config)) {
  const app = new Hono<AppEnv>();
  const devOutbox = readableOutbox(deps.config, deps.mailer);

  // First, so the time counted is the whole app's.
  if (deps.metrics) app.use(measureRequests(deps.metrics.observeRequest));
  if (deps.tracing) app.use(traceRequests(deps.tracing));
  app.use(requestContext(deps));
  app.use(compressText());

  if (sharedAnswers) app.use(publicCache(sharedAnswers));
  if (sharedAnswers) deps.metrics?.watchPublicCache(sharedAnswers);

  // JSON bodies are small; files stream through their own upload routes with their own limits.
  const jsonBodyLimit = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => errorResponse(c, 413, "payload_too_large", "The request body is too large."),
  });
  // Reads carry no body; skipping them also spares building a full Request object per read.
  const hasNoBody = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";
  app.use("/api/*", (c, next) =>
    hasNoBody(c.req.method) || isUploadPath(c.req.path) ? next() : jsonBodyLimit(c, next),
  );
  app.use("/api/*", originCheck(acceptedOrigins(deps.config)));
  app.use("/api/*", refuseTwoSessionCookies);
  if (deps.config.databaseRead) app.use("/api/*", rememberWrites(deps.config.databaseRead.maxLagSeconds));

  const api = apiRoutes();
  if (devOutbox) api.route("/dev/mail", devMailRoutes(devOutbox));
  if (devOutbox) api.route("/dev/weekly-tips", devWeeklyTipsRoutes());
  if (devOutbox) api.route("/dev/unread-replies", devUnreadRepliesRoutes());
  if (deps.sandbox) api.route("/sandbox", sandboxRoutes(deps.sandbox));
  api.all("*", noSuchEndpoint);
  app.route("/api", api);
  // Before the web app, whose pages would otherwise answer it with index.html.
  app.route("/metrics", metricsRoutes(deps.metrics, deps.config.metrics.token));

  app.route("/", webAppRoutes(deps.config.webDistDir, { hasDevMail: Boolean(devOutbox) }));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      announceRetryAfter(c, error);
      return errorResponse(c, error.status, error.code, error.message, error.details);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 400 ? "bad_request" : "http_error";
      return errorResponse(c, error.status as ContentfulStatusCode, code, error.message || "Bad request");
    }
    if (isMalformedInputError(error)) {
      // Still logged: the route that let this input reach a query should check it itself.
      deps.logger.warn({ err: error, requestId: c.var.requestId }, "malformed input reached the handler");
      return errorResponse(c, 400, "bad_request", "The request is malformed.");
    }
    deps.logger.error({ err: error, requestId: c.var.requestId }, "unhandled error");
    return errorResponse(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });
  app.notFound((c) => {
    answeredAs(c, UNMATCHED_ROUTE);
    return errorResponse(c, 404, "not_found", "Not found.");
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
