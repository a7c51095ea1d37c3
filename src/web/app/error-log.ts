// Local error logs: the last API and app errors kept in localStorage for the debug panel,
// each also reported to the server log with its error ID so support can find it.

export type ErrorKind = "api" | "app";

export interface ErrorLogEntry {
  errorId: string;
  timestamp: string;
  message: string;
  details?: string;
  userAgent: string;
  url: string;
}

const STORAGE_KEYS: Record<ErrorKind, string> = { api: "api_errors", app: "app_errors" };
/** Spec: API errors capped at 20, app errors at 10. */
export const ERROR_LOG_LIMITS: Record<ErrorKind, number> = { api: 20, app: 10 };
const CHANGED_EVENT = "fitcreators:error-log";
const MAX_DETAILS = 8000;

/**
 * The page's address without query and fragment: password-reset and confirmation links carry
 * their tokens there, and neither the stored log (downloadable, shown to support) nor the server
 * log should hold a working token.
 */
export const pageAddress = (href: string) => href.split(/[?#]/, 1)[0]!;

/** Short enough to read out to support, unique enough to find in the server log. */
export function createErrorId(): string {
  const random = Math.random().toString(36).slice(2, 6).padEnd(4, "0");
  return `ERR-${Date.now().toString(36)}-${random}`.toUpperCase();
}

export function readErrorLog(kind: ErrorKind): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS[kind]) ?? "[]");
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function errorLogCount(): number {
  return readErrorLog("api").length + readErrorLog("app").length;
}

export function clearErrorLogs() {
  try {
    localStorage.removeItem(STORAGE_KEYS.api);
    localStorage.removeItem(STORAGE_KEYS.app);
  } catch {
    // Storage blocked: there is nothing stored to clear.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Calls back whenever the logs change, in this tab or another. */
export function subscribeToErrorLog(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key)) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function describe(error: unknown): { message: string; details?: string } {
  if (error instanceof Error) return { message: error.message || error.name, details: error.stack };
  if (typeof error === "string") return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Fire and forget: a report that cannot be sent must never cause another error. */
function report(entry: ErrorLogEntry) {
  try {
    void fetch("/api/client-logs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      // Lets the report leave even when the page is being reloaded or closed.
      keepalive: true,
      body: JSON.stringify({
        errorId: entry.errorId,
        message: entry.message.slice(0, 2000),
        details: entry.details?.slice(0, MAX_DETAILS),
        url: pageAddress(entry.url).slice(0, 2000),
        userAgent: entry.userAgent.slice(0, 500),
      }),
    }).catch(() => undefined);
  } catch {
    // fetch itself unavailable or refused the request.
  }
}

interface LogOptions {
  /** Extra context, such as a component stack or the failed request. */
  details?: string;
  /** Reuse an ID already shown to the user. */
  errorId?: string;
}

function logError(kind: ErrorKind, error: unknown, options: LogOptions = {}): ErrorLogEntry {
  const described = describe(error);
  const details = [options.details, described.details].filter(Boolean).join("\n\n") || undefined;
  const entry: ErrorLogEntry = {
    errorId: options.errorId ?? createErrorId(),
    timestamp: new Date().toISOString(),
    message: described.message.slice(0, 2000),
    details: details?.slice(0, MAX_DETAILS),
    userAgent: navigator.userAgent,
    url: pageAddress(location.href),
  };
  try {
    const kept = [entry, ...readErrorLog(kind)].slice(0, ERROR_LOG_LIMITS[kind]);
    localStorage.setItem(STORAGE_KEYS[kind], JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the server report below still records it.
  }
  report(entry);
  window.dispatchEvent(new Event(CHANGED_EVENT));
  return entry;
}

/** Records a failed API call (network failure or server error). */
export const logApiError = (error: unknown, options?: LogOptions) => logError("api", error, options);

/** Records an error in the app itself: a render error or an uncaught exception. */
export const logAppError = (error: unknown, options?: LogOptions) => logError("app", error, options);

let isInstalled = false;

/** Logs uncaught errors and unhandled promise rejections anywhere in the page. */
export function installGlobalErrorLogging() {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener("error", (event) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined;
    logAppError(event.error ?? event.message, { details: where });
  });
  window.addEventListener("unhandledrejection", (event) => {
    logAppError(event.reason, { details: "Unhandled promise rejection" });
  });
}
