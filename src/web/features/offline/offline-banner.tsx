// The bar that says the phone is offline, what still works, and how many sets wait to sync; then,
// back online, how the sync went.
import { useTranslation, type TFunction } from "../../i18n";
import type { SyncResult } from "./outbox-sync";
import { useOnline } from "./connectivity";
import { useQueuedWrites } from "./use-queued-writes";

const sentences = (...parts: (string | false)[]) => parts.filter(Boolean).join(" ");

/** What the bar says: offline (and what waits), sending, how the last round went, or nothing. */
function statusText(t: TFunction, online: boolean, waiting: number, lastSync: SyncResult | null) {
  if (!online) return sentences(t("offline.offline"), waiting > 0 && t("offline.waiting", { count: waiting }));
  if (waiting > 0) return t("offline.syncing", { count: waiting });
  if (!lastSync) return null;
  return (
    sentences(
      lastSync.sent > 0 && t("offline.synced", { count: lastSync.sent }),
      lastSync.refused > 0 && t("offline.refused", { count: lastSync.refused }),
    ) || null
  );
}

export function OfflineBanner({ lastSync }: { lastSync: SyncResult | null }) {
  const { t } = useTranslation();
  const message = statusText(t, useOnline(), useQueuedWrites().length, lastSync);
  // Always in the page, so screen readers announce each change of its text.
  return (
    <div role="status" className="pointer-events-none">
      {message && (
        <p className="pointer-events-auto rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">{message}</p>
      )}
    </div>
  );
}
