// The floating debug panel, loaded only after an error was logged: system status,
// device info and the local error logs, with refresh, clear and download.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "../i18n";
import { Button } from "../ui/button";
import { getDeviceInfo } from "./device-info";
import { clearErrorLogs, readErrorLog, subscribeToErrorLog, type ErrorKind, type ErrorLogEntry } from "./error-log";

type ApiHealth = "ok" | "degraded" | "unreachable";

/** Never throws: an unhealthy API is a status to show, not another error to log. */
async function checkApiHealth(): Promise<ApiHealth> {
  try {
    const response = await fetch("/api/health", { headers: { accept: "application/json" }, cache: "no-store" });
    return response.ok ? "ok" : "degraded";
  } catch {
    return "unreachable";
  }
}

function useOnline() {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("online", onChange);
      window.addEventListener("offline", onChange);
      return () => {
        window.removeEventListener("online", onChange);
        window.removeEventListener("offline", onChange);
      };
    },
    () => navigator.onLine,
  );
}

function useErrorLogs() {
  const read = () => ({ api: readErrorLog("api"), app: readErrorLog("app") });
  const [logs, setLogs] = useState(read);
  useEffect(() => subscribeToErrorLog(() => setLogs(read())), []);
  return { logs, reload: () => setLogs(read()) };
}

function downloadLog(logs: Record<ErrorKind, ErrorLogEntry[]>, health: ApiHealth | undefined, isOnline: boolean) {
  const report = {
    generatedAt: new Date().toISOString(),
    online: isOnline,
    apiHealth: health ?? "unknown",
    device: getDeviceInfo(),
    apiErrors: logs.api,
    appErrors: logs.app,
  };
  const url = URL.createObjectURL(new Blob([JSON.stringify(report, null, 2)], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), {
    href: url,
    download: `fitcreators-error-log-${report.generatedAt.slice(0, 19).replace(/:/g, "-")}.json`,
  });
  link.click();
  URL.revokeObjectURL(url);
}

const dot = { good: "bg-green-500", bad: "bg-red-500", wait: "bg-slate-400" };

function StatusRow({ label, value, tone }: { label: string; value: string; tone: keyof typeof dot }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="flex items-center gap-1.5 font-medium text-slate-800">
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dot[tone]}`} />
        {value}
      </dd>
    </div>
  );
}

function LogList({ title, entries }: { title: string; entries: ErrorLogEntry[] }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "medium" });
  return (
    <section>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title} ({entries.length})
      </h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-slate-500">{t("debug.noErrors")}</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {entries.map((entry) => (
            <li key={entry.errorId} className="rounded-lg border border-slate-200 bg-slate-50 p-2">
              <p className="font-medium break-words text-slate-900">{entry.message}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                <time dateTime={entry.timestamp}>{time.format(new Date(entry.timestamp))}</time> ·{" "}
                <code className="font-mono">{entry.errorId}</code>
              </p>
              <p className="mt-0.5 truncate text-xs text-slate-500" title={entry.url}>
                {entry.url}
              </p>
              {entry.details && (
                <details className="mt-1 text-xs">
                  <summary className="cursor-pointer text-slate-600">{t("debug.details")}</summary>
                  <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-words text-slate-700">
                    {entry.details}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DebugPanel() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const isOnline = useOnline();
  const { logs, reload } = useErrorLogs();
  const health = useQuery({
    queryKey: ["debug", "api-health"],
    queryFn: checkApiHealth,
    enabled: isOpen,
    staleTime: 0,
  });
  const device = getDeviceInfo();
  const count = logs.api.length + logs.app.length;

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && setIsOpen(false);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  const healthTone = health.data === "ok" ? "good" : health.data ? "bad" : "wait";
  const healthText = health.data ? t(`debug.health.${health.data}`) : t("debug.health.checking");

  return (
    <div className="fixed right-3 bottom-3 z-50 flex flex-col items-end gap-2 text-sm">
      {isOpen && (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="flex max-h-[min(36rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col rounded-xl border border-slate-200 bg-white shadow-2xl"
        >
          <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 id={`${panelId}-title`} className="font-semibold text-slate-900">
              {t("debug.title")}
            </h2>
            <button
              type="button"
              onClick={() => setIsOpen(false)}
              className="rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              {t("common.close")}
            </button>
          </header>
          <div className="space-y-4 overflow-y-auto px-4 py-3">
            <section>
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("debug.status")}</h3>
              <dl className="mt-1 space-y-1">
                <StatusRow
                  label={t("debug.network")}
                  value={isOnline ? t("debug.online") : t("debug.offline")}
                  tone={isOnline ? "good" : "bad"}
                />
                <StatusRow label={t("debug.api")} value={healthText} tone={healthTone} />
              </dl>
            </section>
            <section>
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t("errorScreen.device.title")}
              </h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                {(["browser", "platform", "screen", "language"] as const).map((key) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-500">{t(`errorScreen.device.${key}`)}</dt>
                    <dd className="text-right text-slate-800">{device[key]}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <LogList title={t("debug.appErrors")} entries={logs.app} />
            <LogList title={t("debug.apiErrors")} entries={logs.api} />
          </div>
          <footer className="flex flex-wrap gap-2 border-t border-slate-200 px-4 py-3">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                reload();
                void health.refetch();
              }}
            >
              {t("debug.refresh")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => downloadLog(logs, health.data, isOnline)}>
              {t("debug.download")}
            </Button>
            <Button size="sm" variant="danger" onClick={clearErrorLogs}>
              {t("debug.clear")}
            </Button>
          </footer>
        </section>
      )}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 rounded-full bg-slate-900 px-3.5 py-2 font-semibold text-white shadow-lg hover:bg-slate-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M8 2l1.9 1.9M16 2l-1.9 1.9M9 7.1V6a3 3 0 1 1 6 0v1.1M12 20c-3.3 0-6-2.7-6-6v-3a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v3c0 3.3-2.7 6-6 6ZM12 20v-9M6.5 13H3M21 13h-3.5M3 21c0-2.1 1.7-3.8 3.8-4M20.97 5c0 2.1-1.6 3.8-3.5 4M3 5c0 2.1 1.6 3.8 3.5 4M17.2 17c2.1.1 3.8 1.9 3.8 4" />
        </svg>
        {/* On a phone only the count shows, so the button hides less of the page. */}
        <span className="sr-only sm:not-sr-only">{t("debug.toggle", { count })}</span>
        <span aria-hidden="true" className="sm:hidden">
          {count}
        </span>
      </button>
    </div>
  );
}
