// A block's own video: upload one (resumable, with progress and a way to stop), watch it, remove it.
// A failed upload says so ('Failed to upload video. Please try again.') and leaves the rest of the form as typed.
import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { acceptFor, checkFile, formatBytes, maxMegabytes, withMimeType } from "../content";
import { storageProblem, storageProblemText, useStorageUsage } from "../content";
import type { BlockVideoState } from "./use-block-videos";
import { FileButton } from "../../ui/file-button";

interface BlockVideoFieldProps {
  /** The block's saved or just uploaded video. */
  videoUploadId?: string;
  /** Where the creator can watch it (access-checked like members' playback). */
  previewSrc?: string;
  state?: BlockVideoState;
  /** A server-side problem with the block's video (an i18n-resolved message). */
  error?: string;
  onChoose(file: File): void;
  onCancel(): void;
  onRemove(): void;
}

export function BlockVideoField({
  videoUploadId,
  previewSrc,
  state,
  error,
  onChoose,
  onCancel,
  onRemove,
}: BlockVideoFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data: usage } = useStorageUsage();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Lets the same file be chosen again after a failure.
    event.target.value = "";
    if (!chosen) return;
    const problem = checkFile("video", chosen);
    if (problem === "type") return setRefusal(t("content.validation.videoType"));
    if (problem === "size") return setRefusal(t("content.validation.fileTooLarge", { maxMb: maxMegabytes("video") }));
    // Over the storage quota or the hourly video limit: said now, before any byte is sent.
    const storage = storageProblem(usage, [chosen], 1);
    if (storage) {
      const { key, values } = storageProblemText(i18n.language, storage, usage!);
      return setRefusal(t(key, values));
    }
    setRefusal(null);
    onChoose(withMimeType(chosen));
  }

  const message = refusal ?? (state?.step === "failed" ? t("routines.video.uploadFailed") : error);
  const percent =
    state?.step === "uploading" && state.totalBytes > 0
      ? Math.min(100, Math.floor((state.sentBytes / state.totalBytes) * 100))
      : 0;

  return (
    <div className="space-y-2 sm:col-span-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t("routines.video.label")}
      </p>
      {state?.step === "uploading" ? (
        <div className="rounded-xl border border-brand-200 bg-white p-3">
          <div className="flex items-center justify-between gap-3 text-sm">
            <p id={`${id}-progress`} className="min-w-0 truncate font-semibold text-slate-900">
              {t("routines.video.uploading", { name: state.fileName })}
            </p>
            <p className="shrink-0 font-semibold text-brand-800 tabular-nums" aria-hidden="true">
              {percent}%
            </p>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
          <div className="mt-2 flex items-center justify-between gap-2">
            <p className="text-xs text-slate-600 tabular-nums">
              {formatBytes(state.sentBytes, i18n.language)} / {formatBytes(state.totalBytes, i18n.language)}
            </p>
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t("routines.video.cancel")}
            </Button>
          </div>
        </div>
      ) : videoUploadId ? (
        <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
          <p className="text-sm text-slate-700">
            {state?.step === "done"
              ? t("routines.video.attachedNamed", { name: state.fileName })
              : t("routines.video.attached")}
          </p>
          {previewSrc && (
            <video
              src={previewSrc}
              controls
              preload="metadata"
              className="aspect-video w-full max-w-sm rounded-lg bg-slate-900"
              aria-label={t("routines.video.preview")}
            />
          )}
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t("routines.video.remove")}
          </Button>
        </div>
      ) : null}
      {state?.step !== "uploading" && (
        <div className="flex flex-wrap items-center gap-2">
          <FileButton
            id={id}
            labelId={`${id}-choose`}
            accept={acceptFor("video")}
            onChange={choose}
            aria-labelledby={`${id}-label ${id}-choose`}
            hasError={Boolean(message)}
          >
            {videoUploadId ? t("routines.video.replace") : t("routines.video.choose")}
          </FileButton>
        </div>
      )}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t("routines.video.hint", { maxMb: maxMegabytes("video") })}
        </p>
      )}
    </div>
  );
}
