// The bar that says the phone is offline, what still works, and how many sets wait to sync; then,
// back online, how the sync went.
import { useTranslation } from "../../i18n";
import type { SyncResult } from "./outbox-sync";
import { useOnline } from "./connectivity";
import { useQueuedWrites } from "./use-queued-writes";

export function OfflineBanner({ lastSync }: { lastSync: SyncResult | null }) {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = useQueuedWrites().length;
  const message = !online
    ? [t("offline.offline"), waiting > 0 && t("offline.waiting", { count: waiting })].filter(Boolean).join(" ")
    : waiting > 0
      ? t("offline.syncing", { count: waiting })
      : lastSync && lastSync.sent + lastSync.refused > 0
        ? [
            lastSync.sent > 0 && t("offline.synced", { count: lastSync.sent }),
            lastSync.refused > 0 && t("offline.refused", { count: lastSync.refused }),
          ]
            .filter(Boolean)
            .join(" ")
        : null;
  // Always in the page, so screen readers announce each change of its text.
  return (
    <div role="status" className="pointer-events-none">
      {message && (
        <p className="pointer-events-auto rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">{message}</p>
      )}
    </div>
  );
}
