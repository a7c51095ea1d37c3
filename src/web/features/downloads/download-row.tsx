// One downloaded video: what it is, until when it stays, Play and Remove (asked first).
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DownloadedVideoDialog } from "./downloaded-video-dialog";
import type { DownloadedVideo } from "./downloaded-video";
import { useRemoveDownload } from "./queries";

const megabytes = (bytes: number) => Math.max(0.1, Math.round(bytes / 100_000) / 10);

export function DownloadRow({ download }: { download: DownloadedVideo }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const remove = useRemoveDownload();
  const [isPlaying, setIsPlaying] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900">{download.title}</h2>
        <p className="text-sm text-slate-600">
          @{download.creator} · {t("video.download.size", { size: megabytes(download.bytes) })} ·{" "}
          {t("video.download.until", { date: formatDate(download.expiresAt) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => setIsPlaying(true)}
          aria-label={t("video.download.playLabel", { title: download.title })}
        >
          {t("video.download.play")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setIsConfirming(true)}
          aria-label={t("video.download.removeLabel", { title: download.title })}
        >
          {t("video.download.remove")}
        </Button>
      </div>
      {isPlaying && <DownloadedVideoDialog download={download} onClose={() => setIsPlaying(false)} />}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t("video.download.confirmTitle")}
        confirmLabel={t("video.download.remove")}
        keepLabel={t("video.download.keep")}
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? t("video.download.removeFailed") : undefined}
        onConfirm={() => remove.mutate(download.postId, { onSuccess: () => setIsConfirming(false) })}
        onClose={() => setIsConfirming(false)}
      >
        <p>{t("video.download.confirmBody", { title: download.title })}</p>
      </ConfirmDialog>
    </li>
  );
}
