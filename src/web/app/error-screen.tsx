// The screen shown when a page fails to render: what to try, and the error ID for support.
import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n";
import { Button, buttonClasses } from "../ui/button";
import { getDeviceInfo } from "./device-info";

const adviceKeys = ["clearCache", "connection", "browser", "support"] as const;

export function ErrorScreen({ errorId, onRetry }: { errorId: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const device = getDeviceInfo();

  // Move focus here so keyboard and screen-reader users learn the page changed.
  useEffect(() => headingRef.current?.focus(), []);

  const deviceRows: [string, string][] = [
    [t("errorScreen.device.browser"), device.browser],
    [t("errorScreen.device.platform"), device.platform],
    [t("errorScreen.device.screen"), device.screen],
    [t("errorScreen.device.language"), device.language],
  ];

  return (
    <section role="alert" aria-labelledby="error-screen-title" className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div
          aria-hidden="true"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-600"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 8v5M12 16.5v.5M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
        </div>
        <h1
          id="error-screen-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {t("errorScreen.title")}
        </h1>
        <p className="mt-2 text-slate-600">{t("errorScreen.intro")}</p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {adviceKeys.map((key) => (
            <li key={key}>{t(`errorScreen.advice.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-5 flex flex-wrap gap-x-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {t("errorScreen.errorId")}
          <code className="font-mono font-semibold whitespace-nowrap text-slate-900 select-all">{errorId}</code>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={onRetry}>{t("errorScreen.tryAgain")}</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t("errorScreen.reload")}
          </Button>
          {/* A full page load: the app state that broke is not trusted to route. */}
          <a href="/" className={buttonClasses("ghost")}>
            {t("errorScreen.goHome")}
          </a>
        </div>
        <div className="mt-6 border-t border-slate-200 pt-4 text-sm">
          <h2 className="font-semibold text-slate-800">{t("errorScreen.device.title")}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {deviceRows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
