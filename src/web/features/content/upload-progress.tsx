// Upload progress: the real percentage and bytes sent, and a way to stop.
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { formatBytes } from "./post-files";
import type { PublishPhase } from "./use-publish-post";

export function UploadProgress({
  phase,
  onCancel,
}: {
  phase: Exclude<PublishPhase, { step: "idle" }>;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const percent =
    phase.step === "uploading" && phase.totalBytes > 0
      ? Math.min(100, Math.floor((phase.sentBytes / phase.totalBytes) * 100))
      : 100;
  const label = phase.step === "uploading" ? t("content.progress.uploading") : t("content.progress.saving");

  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p id="upload-progress-label" className="font-semibold text-slate-900">
          {label}
        </p>
        <p className="font-semibold text-brand-800 tabular-nums" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {phase.step === "uploading" ? (
          <p className="text-xs text-slate-600 tabular-nums">
            {t("content.progress.bytes", {
              sent: formatBytes(phase.sentBytes, i18n.language),
              total: formatBytes(phase.totalBytes, i18n.language),
            })}
          </p>
        ) : (
          <span />
        )}
        {phase.step === "uploading" && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t("content.progress.cancel")}
          </Button>
        )}
      </div>
    </div>
  );
}
