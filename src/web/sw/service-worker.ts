// The installable app's service worker (docs/decisions/028-installable-app.md), built by
// scripts/build-web.mjs into /sw.js with the release's id and file list. It keeps the app's
// files, the signed-in member's own reads (never across accounts, never media) and the shell, so
// today's routine, the plan and the workout player open in a gym with no signal; and it shows
// push notifications. A new release waits until the member chooses to reload.
import { appFileRead, assetRead, installRelease, navigationRead, pruneReleases } from "./app-files";
import { networkNews } from "./network-news";
import { personalRead, SESSION_PATH } from "./personal-reads";
import { handleNotificationClick, handlePush, type NotificationEvent, type PushEvent } from "./push";
import { requestKind } from "./request-kinds";
import { signedInUser } from "./signed-in-user";
import type { ExtendableEvent, WorkerScope } from "./worker-scope";

declare const self: WorkerScope;
declare const __FC_BUILD_ID__: string;
declare const __FC_APP_FILES__: readonly string[];

/** What a page asks the worker (src/web/features/offline/service-worker-client.ts). */
export type WorkerMessage = { type: "activate-update" } | { type: "signed-out" } | { type: "signed-in" };

const release = { buildId: __FC_BUILD_ID__, files: __FC_APP_FILES__ };
const user = signedInUser(self.caches);
const news = networkNews(self);
void user.current();

self.addEventListener("install", (event) => {
  event.waitUntil(installRelease(self.caches, release));
});

self.addEventListener("activate", (event) => {
  // The first install takes the open tabs at once (nothing to replace); an update only activates
  // when the member reloads (activate-update), so a page never runs two releases' code. Then it
  // asks who is signed in: a member who goes offline before their next page load still has the
  // session, and with it the app, on the phone.
  event.waitUntil(
    pruneReleases(self.caches, release)
      .then(() => self.clients.claim())
      .then(() => readSession(event))
      .catch(() => undefined),
  );
});

/** Who is signed in, asked of the server (never taken from a page's word), and kept for offline use. */
const readSession = (event: ExtendableEvent) =>
  personalRead(
    new Request("/api/auth/session", { headers: { accept: "application/json" } }),
    self.caches,
    user,
    news,
    (work) => event.waitUntil(work),
  );

self.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === "activate-update") event.waitUntil(self.skipWaiting());
  // The page heard the sign-out first: no answer still on its way may be kept for the account.
  if (message?.type === "signed-out") event.waitUntil(user.update(null));
  // A sign-in the worker did not see (the page kept the answer): it asks the server itself.
  if (message?.type === "signed-in") event.waitUntil(readSession(event).catch(() => undefined));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  switch (requestKind(request, self.location.origin)) {
    case "navigation":
      return event.respondWith(navigationRead(request, self.caches, release.buildId, news));
    case "asset":
      return event.respondWith(assetRead(request, self.caches));
    case "app-file":
      return event.respondWith(appFileRead(request, self.caches));
    case "personal":
      // Nothing of a visitor's is kept; only the session is read, to hear of a sign-in.
      if (user.isSignedOut() && new URL(request.url).pathname !== SESSION_PATH) return;
      return event.respondWith(personalRead(request, self.caches, user, news, (work) => event.waitUntil(work)));
    case "network":
      return;
  }
});

self.addEventListener("push", (event) => handlePush(event as PushEvent, self));
self.addEventListener("notificationclick", (event) => handleNotificationClick(event as NotificationEvent, self));
