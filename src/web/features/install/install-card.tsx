// "Install FitCreators": the app offered once, at the foot of the page, never in the way. A region
// of the page rather than a dialog: it takes no focus and blocks nothing; Escape, like "Not now",
// puts it away.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";

interface InstallCardProps {
  /** Opens the browser's install dialog and settles once it is answered; null on iOS, which has none. */
  onInstall: (() => Promise<void>) | null;
  onClose: () => void;
}

export function InstallCard({ onInstall, onClose }: InstallCardProps) {
  const { t } = useTranslation();
  const [isInstalling, setInstalling] = useState(false);
  const install = async () => {
    setInstalling(true);
    await onInstall?.().catch(() => undefined);
    onClose();
  };
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 mx-auto max-w-md p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <section
        aria-labelledby="install-title"
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
        className="pointer-events-auto flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
      >
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <h2 id="install-title" className="text-sm font-semibold text-slate-900">
            {t("offline.install.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("offline.install.text")}</p>
          {!onInstall && <p className="mt-2 text-sm font-medium text-slate-800">{t("offline.install.iosHint")}</p>}
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t("offline.install.notNow")}
            </Button>
            {onInstall && (
              <Button size="sm" isLoading={isInstalling} onClick={() => void install()}>
                {t("offline.install.install")}
              </Button>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
