// The service worker's push handlers, registered by service-worker.ts: a push carries only
// `{ notificationId, kind }` (no private text passes through the push service), so the worker
// fetches the words over the member's own session and shows them; a click opens where they lead.
import type { ExtendableEvent, WorkerScope } from "./worker-scope";

/** The parts of the worker's scope these handlers touch (a fake in tests). */
export type PushScope = Pick<WorkerScope, "registration" | "clients" | "location">;

// Declared here: the DOM library the repository type-checks with has no worker events.
export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: { readonly data: unknown; close(): void };
}

interface Shown {
  title: string;
  body: string;
  url: string;
}

const ICON = "/icons/icon-192.png";

/**
 * When the words cannot be fetched (offline, signed out): something generic in the browser's
 * language. The worker has no i18n runtime (its bundle stays small), hence these four lines here.
 */
const FALLBACK_BODY: Record<string, string> = {
  en: "You have a new notification",
  es: "Tienes una notificación nueva",
  fr: "Vous avez une nouvelle notification",
  pt: "Você tem uma nova notificação",
};

export function fallbackText(language: string | undefined): Shown {
  const base = (language ?? "en").toLowerCase().split("-")[0] ?? "en";
  return { title: "FitCreators", body: FALLBACK_BODY[base] ?? FALLBACK_BODY.en!, url: "/" };
}

function notificationIdOf(event: PushEvent): string | null {
  try {
    const payload = event.data?.json() as { notificationId?: unknown } | undefined;
    return typeof payload?.notificationId === "string" ? payload.notificationId : null;
  } catch {
    return null;
  }
}

async function fetchText(notificationId: string): Promise<Shown | null> {
  try {
    const response = await fetch(`/api/me/push/notifications/${encodeURIComponent(notificationId)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const shown = (await response.json()) as Partial<Shown>;
    return typeof shown.title === "string" && typeof shown.body === "string"
      ? { title: shown.title, body: shown.body, url: typeof shown.url === "string" ? shown.url : "/" }
      : null;
  } catch {
    return null;
  }
}

async function showPush(event: PushEvent, scope: PushScope) {
  const notificationId = notificationIdOf(event);
  const fetched = notificationId ? await fetchText(notificationId) : null;
  const shown = fetched ?? fallbackText(typeof navigator === "undefined" ? undefined : navigator.language);
  await scope.registration.showNotification(shown.title, {
    body: shown.body,
    icon: ICON,
    badge: ICON,
    // One per notification: a second message in the same conversation replaces the first.
    tag: notificationId ?? "fitcreators",
    data: { url: shown.url },
  });
}

/** The 'push' listener's work: always shows a notification (browsers require one per push). */
export function handlePush(event: PushEvent, scope: PushScope) {
  event.waitUntil(showPush(event, scope));
}

async function openTarget(url: string, scope: PushScope) {
  const target = new URL(url, scope.location.origin);
  // Only this app's own pages: the data comes from our API, but a worker never opens elsewhere.
  const href = target.origin === scope.location.origin ? target.href : new URL("/", scope.location.origin).href;
  const open = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = open.find((client) => client.url === href);
  if (same) await same.focus();
  else await scope.clients.openWindow(href);
}

/** The 'notificationclick' listener's work: focus the tab already on its page, or open one. */
export function handleNotificationClick(event: NotificationEvent, scope: PushScope) {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openTarget(typeof data?.url === "string" ? data.url : "/", scope));
}
