// "A new version is available": offered, never forced, so nothing the member is doing is cut
// short; what they typed is kept across the reload (typed-text.ts).
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { keepTypedText } from "./typed-text";

export function UpdatePrompt({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (dismissed) return null;
  return (
    <section
      aria-labelledby="update-title"
      className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
    >
      <h2 id="update-title" className="min-w-0 flex-1 text-sm font-semibold text-slate-900">
        {t("offline.updateAvailable")}
      </h2>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
          {t("offline.later")}
        </Button>
        <Button
          size="sm"
          isLoading={reloading}
          onClick={() => {
            setReloading(true);
            keepTypedText();
            reload();
          }}
        >
          {t("offline.reload")}
        </Button>
      </div>
    </section>
  );
}
