// What the creator sees of a video that is not streaming yet: "Processing…" with how far along it
// is (live hints update it), or why processing failed. Members see nothing of it until it is ready.
import { useId } from "react";
import { useTranslation } from "../../../i18n";
import { Alert } from "../../../ui/alert";
import type { OwnPostVideo } from "./video-types";

export function VideoProcessingStatus({ video, compact = false }: { video: OwnPostVideo; compact?: boolean }) {
  const { t } = useTranslation();
  const labelId = useId();
  if (video.status === "ready") return null;
  if (video.status === "failed")
    return (
      <Alert tone="error" className={compact ? "px-3 py-2 text-sm" : undefined}>
        <p className="font-semibold">{t("video.processing.failed")}</p>
        {video.failureReason && (
          <p>{t(`video.processing.reasons.${video.failureReason}`, { defaultValue: video.failureReason })}</p>
        )}
        {!compact && <p>{t("video.processing.failedText")}</p>}
      </Alert>
    );
  const percent = Math.max(0, Math.min(100, Math.round(video.progress)));
  return (
    <div className={compact ? "max-w-xs" : "rounded-xl border border-brand-200 bg-brand-50 p-4"}>
      <div className="flex items-center justify-between gap-3 text-sm">
        {/* In My Posts the status badge already says it: the words only name the bar there. */}
        <p id={labelId} className={compact ? "sr-only" : "font-semibold text-slate-900"}>
          {t("video.processing.label")}
        </p>
        <p className="font-semibold text-brand-800 tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-white ring-1 ring-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      {!compact && <p className="mt-2 text-sm text-slate-600">{t("video.processing.text")}</p>}
    </div>
  );
}
