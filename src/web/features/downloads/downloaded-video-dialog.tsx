// A downloaded video played from this phone: decrypted into memory for as long as the dialog is
// open (its blob URL revoked on close), with no network needed.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/session";
import { Alert } from "../../ui/alert";
import { DialogCloseButton, ModalFrame } from "../../ui/dialog";
import type { DownloadedVideo } from "./downloaded-video";
import { DownloadGone, openDownload } from "./video-downloads";

export function DownloadedVideoDialog({ download, onClose }: { download: DownloadedVideo; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession().data?.id;
  const [source, setSource] = useState<{ url: string } | { failed: "gone" | "error" } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let url: string | null = null;
    let isCurrent = true;
    openDownload(userId, download.postId).then(
      (opened) => {
        url = opened;
        if (isCurrent) setSource({ url: opened });
        else URL.revokeObjectURL(opened);
      },
      (failure: unknown) => isCurrent && setSource({ failed: failure instanceof DownloadGone ? "gone" : "error" }),
    );
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [userId, download.postId]);

  return (
    <ModalFrame isOpen onClose={onClose} className="w-[min(94vw,48rem)] p-4 sm:p-6">
      <div className="mb-3 flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-bold text-slate-900">{download.title}</Dialog.Title>
        <DialogCloseButton label={t("video.download.close")} />
      </div>
      <Dialog.Description className="sr-only">{t("video.download.playing")}</Dialog.Description>
      {source === null && (
        <div role="status" className="aspect-video w-full animate-pulse rounded-xl bg-slate-200">
          <span className="sr-only">{t("video.download.opening")}</span>
        </div>
      )}
      {source && "url" in source && (
        <video
          src={source.url}
          controls
          autoPlay
          className="aspect-video w-full rounded-xl bg-black"
          aria-label={download.title}
        />
      )}
      {source && "failed" in source && (
        <Alert tone="error">{t(source.failed === "gone" ? "video.download.gone" : "video.download.openFailed")}</Alert>
      )}
    </ModalFrame>
  );
}
