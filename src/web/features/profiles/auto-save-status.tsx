// The auto-save state beside the basic profile fields, announced politely to screen readers.
import { useTranslation } from "../../i18n";
import { Spinner } from "../../ui/spinner";
import type { AutoSaveState } from "./use-basic-profile-auto-save";

export function AutoSaveStatus({ status }: { status: AutoSaveState }) {
  const { t, i18n } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm">
      {status.state === "idle" && <span className="text-slate-500">{t("profiles.autoSave.idle")}</span>}
      {status.state === "saving" && (
        <>
          <Spinner className="h-3.5 w-3.5 text-brand-600" />
          <span className="text-slate-600">{t("profiles.autoSave.saving")}</span>
        </>
      )}
      {status.state === "saved" && (
        <span className="text-green-700">
          {t("profiles.autoSave.savedAt", {
            time: new Intl.DateTimeFormat(i18n.language, {
              hour: "numeric",
              minute: "2-digit",
              second: "2-digit",
            }).format(status.at),
          })}
        </span>
      )}
      {status.state === "error" && <span className="font-medium text-red-700">{t("profiles.autoSave.failed")}</span>}
    </p>
  );
}
