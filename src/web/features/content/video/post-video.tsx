// A video post in the viewer: the stream for those who may open it, the preview and what the tier
// unlocks for those who may not, and for the creator "Processing…" or why it failed, with the
// uploaded file to watch meanwhile. Videos from before streaming play their file as they always did.
import { useCallback } from "react";
import type { PostCard } from "../../../../domain/content";
import { useTranslation } from "../../../i18n";
import { useSession } from "../../../lib/session";
import { LoadError } from "../../../ui/load-error";
import { DownloadControl } from "./download-control";
import { LockedVideoPreview } from "./locked-video-preview";
import { StreamPlayer } from "./stream-player";
import { VideoProcessingStatus } from "./video-processing-status";
import { usePostVideo, useSaveProgress } from "./video-queries";

export function PostVideo({ post, canUpgrade = true }: { post: PostCard; canUpgrade?: boolean }) {
  if (post.isLocked) return <LockedVideoPreview post={post} canUpgrade={canUpgrade} />;
  return <OpenVideo post={post} />;
}

function OpenVideo({ post }: { post: PostCard }) {
  const { t } = useTranslation();
  const video = usePostVideo(post.id);
  const session = useSession();
  const { mutate: save } = useSaveProgress(post.id);
  const { refetch } = video;
  const refresh = useCallback(() => refetch().then((result) => result.data?.playback?.masterUrl ?? null), [refetch]);
  const saveProgress = useCallback((seconds: number) => save(seconds), [save]);
  // How processing goes (or why it failed) is the creator's business: members of a video whose
  // processing failed just get its original file.
  const isCreator = session.data?.username === post.creator.username;

  if (video.isPending)
    return (
      <div role="status" className="aspect-video w-full animate-pulse rounded-xl bg-slate-200">
        <span className="sr-only">{t("video.player.loading")}</span>
      </div>
    );
  if (video.isError && !post.mediaUrl)
    return (
      <LoadError message={t("video.player.loadFailed")} onRetry={() => void refetch()} isRetrying={video.isFetching} />
    );
  // Without an answer about the stream, the post's own file still plays (the server checks it as ever).
  const data = video.data ?? {
    status: "ready" as const,
    progress: 100,
    failureReason: null,
    playback: { masterUrl: null, tokenExpiresAt: null, originalUrl: post.mediaUrl },
    posterUrl: null,
    captions: [],
    resumeAt: null,
  };
  const playback = data.playback;
  return (
    <div className="space-y-3">
      {isCreator && <VideoProcessingStatus video={data} />}
      {playback && (playback.masterUrl || playback.originalUrl) ? (
        <StreamPlayer
          title={post.title}
          playback={playback}
          posterUrl={data.posterUrl ?? post.thumbnailUrl}
          captions={data.captions}
          resumeAt={data.resumeAt}
          refresh={refresh}
          saveProgress={session.data ? saveProgress : null}
        />
      ) : (
        data.status === "ready" && (
          <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">{t("content.viewer.noMedia")}</p>
        )
      )}
      {/* A member's copy for the gym: only of a streamed video (its renditions are what is kept). */}
      {playback?.masterUrl && !isCreator && <DownloadControl post={post} />}
    </div>
  );
}
