// "Storage: 1.2 GB of 20 GB used", with a bar, where a creator is about to upload.
import { useTranslation } from "../../i18n";
import { formatBytes } from "./post-files";
import { useStorageUsage } from "./storage-usage";

export function StorageUsageLine() {
  const { t, i18n } = useTranslation();
  const { data: usage } = useStorageUsage();
  // Nothing to say until it is known; the upload's start is checked by the server anyway.
  if (!usage) return null;
  const percent = usage.limitBytes > 0 ? Math.min(100, Math.round((usage.usedBytes / usage.limitBytes) * 100)) : 100;
  const isNearlyFull = percent >= 90;
  return (
    <div className="space-y-1">
      <p className={`text-xs ${isNearlyFull ? "font-semibold text-amber-800" : "text-slate-600"}`}>
        {t("content.create.storageUsed", {
          used: formatBytes(usage.usedBytes, i18n.language),
          limit: formatBytes(usage.limitBytes, i18n.language),
        })}
      </p>
      <div aria-hidden="true" className="h-1.5 max-w-xs overflow-hidden rounded-full bg-slate-100">
        <div
          className={`h-full rounded-full ${isNearlyFull ? "bg-amber-500" : "bg-brand-600"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
