// "Download for offline" under a video a member may watch: the video, encrypted on this phone,
// plays in Downloads with no network until the member's access ends (features/downloads).
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { PostCard } from "../../../../domain/content";
import { useTranslation } from "../../../i18n";
import { ApiError } from "../../../lib/api";
import { useFormatDate } from "../../../lib/format-date";
import { useSession } from "../../../lib/session";
import { Button } from "../../../ui/button";
import { canDownload, downloadKeys, downloadVideo, useDownloads, useRemoveDownload } from "../../downloads";

type State = { step: "idle" } | { step: "downloading"; fraction: number } | { step: "failed"; refused: boolean };

export function DownloadControl({ post }: { post: PostCard }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const userId = useSession().data?.id;
  const downloads = useDownloads();
  const remove = useRemoveDownload();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);
  if (!userId || !canDownload()) return null;
  const saved = downloads.data?.find((download) => download.postId === post.id);

  const start = async () => {
    abort.current = new AbortController();
    setState({ step: "downloading", fraction: 0 });
    try {
      await downloadVideo(
        userId,
        { id: post.id, title: post.title, creator: post.creator.username },
        (fraction) => setState({ step: "downloading", fraction }),
        abort.current.signal,
      );
      await queryClient.invalidateQueries({ queryKey: downloadKeys.all(userId) });
      setState({ step: "idle" });
    } catch (failure) {
      if (abort.current.signal.aborted) return setState({ step: "idle" });
      setState({ step: "failed", refused: failure instanceof ApiError && failure.status === 403 });
    }
  };

  if (state.step === "downloading") {
    const percent = Math.round(state.fraction * 100);
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <div
          role="progressbar"
          aria-label={t("video.download.progressLabel", { title: post.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
        <span aria-live="polite">{t("video.download.downloading", { percent })}</span>
        <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
          {t("video.download.cancel")}
        </Button>
      </div>
    );
  }
  if (saved) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <p>
          {t("video.download.saved", { date: formatDate(saved.expiresAt) })}{" "}
          <Link to="/dashboard/follower/downloads" className="font-semibold text-brand-700 underline">
            {t("video.download.openDownloads")}
          </Link>
        </p>
        <Button variant="ghost" size="sm" isLoading={remove.isPending} onClick={() => remove.mutate(post.id)}>
          {t("video.download.remove")}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" onClick={() => void start()}>
        {t("video.download.start")}
      </Button>
      {state.step === "failed" && (
        <p role="alert" className="text-sm text-red-700">
          {t(state.refused ? "video.download.refused" : "video.download.failed")}
        </p>
      )}
    </div>
  );
}
