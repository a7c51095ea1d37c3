// The "Translate" / "Show original" action of a piece of content, the units choice while it is
// translated, and the notice when the translation could not be had.
import { useSyncExternalStore } from "react";
import { measurementSystems, type MeasurementSystem } from "../../../domain/units";
import { useTranslation } from "../../i18n";
import "./translation.css";
import type { ContentTranslation } from "./use-content-translation";

const noSubscription = () => () => {};

export function TranslateBar({ translation, className }: { translation: ContentTranslation; className?: string }) {
  const { t } = useTranslation();
  // A server-rendered button would not answer a click made before the page hydrates: the
  // action appears once it works (its row's height is kept, so nothing below jumps).
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!translation.isOffered) return null;
  if (!isHydrated) return <div aria-hidden="true" className={`min-h-9 ${className ?? ""}`} />;
  const isTranslated = translation.fields !== null;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 text-sm ${className ?? ""}`}>
      <button
        type="button"
        onClick={translation.toggle}
        disabled={translation.isLoading}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
          <path d="M7 2a1 1 0 0 1 1 1v1h3a1 1 0 1 1 0 2h-.8a11 11 0 0 1-2.3 4.3c.5.4 1.1.8 1.7 1.1a1 1 0 1 1-.9 1.8 12 12 0 0 1-2.2-1.5A12 12 0 0 1 3.6 14a1 1 0 0 1-.9-1.8 10 10 0 0 0 2.6-1.8A11 11 0 0 1 4 8.2a1 1 0 1 1 1.8-.8c.3.6.6 1.1 1 1.6A9 9 0 0 0 8.2 6H3a1 1 0 0 1 0-2h3V3a1 1 0 0 1 1-1Zm6.5 6a1 1 0 0 1 .9.6l3.5 8a1 1 0 1 1-1.8.8l-.7-1.4h-3.8l-.7 1.4a1 1 0 1 1-1.8-.8l3.5-8a1 1 0 0 1 .9-.6Zm-1 6h2l-1-2.3-1 2.3Z" />
        </svg>
        {translation.isLoading
          ? t("translation.translating")
          : isTranslated
            ? t("translation.showOriginal")
            : t("translation.translate")}
      </button>
      {isTranslated && (
        <>
          <span className="text-slate-600">{t("translation.machineTranslated")}</span>
          <label className="flex items-center gap-1.5 text-slate-600">
            {t("translation.units.label")}
            <select
              value={translation.units}
              onChange={(event) => translation.setUnits(event.target.value as MeasurementSystem)}
              className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm text-slate-800"
            >
              {measurementSystems.map((system) => (
                <option key={system} value={system}>
                  {t(`translation.units.${system}`)}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <p role="status" className={translation.isUnavailable ? "basis-full font-medium text-amber-800" : "sr-only"}>
        {translation.isUnavailable ? t("translation.unavailable") : ""}
      </p>
    </div>
  );
}
