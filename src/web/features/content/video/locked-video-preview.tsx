// A video post the viewer's tier does not open: its first seconds (when the creator shares a
// preview) or its poster, and what the post's tier unlocks with the way to it (and to buying just
// this post, when its creator also sells it on its own).
import type { PostCard } from "../../../../domain/content";
import { useTranslation } from "../../../i18n";
import { LockedPostNotice } from "../locked-post-notice";
import { usePostVideo } from "./video-queries";

export function LockedVideoPreview({ post, canUpgrade }: { post: PostCard; canUpgrade: boolean }) {
  const { t } = useTranslation();
  const video = usePostVideo(post.id, { renewToken: false });
  const tier = t(`content.badge.${post.requiredTier}`);
  const poster = video.data?.posterUrl ?? post.thumbnailUrl;
  return (
    <div className="space-y-3">
      {video.isPending ? (
        <div role="status" className="aspect-video w-full animate-pulse rounded-xl bg-slate-200">
          <span className="sr-only">{t("video.player.loading")}</span>
        </div>
      ) : video.data?.previewUrl ? (
        <figure className="space-y-1">
          <video
            src={video.data.previewUrl}
            poster={poster ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={t("video.preview.label", { title: post.title })}
            className="aspect-video w-full rounded-xl bg-black"
          />
          <figcaption className="text-sm text-slate-600">{t("video.preview.caption")}</figcaption>
        </figure>
      ) : poster ? (
        <img src={poster} alt="" className="aspect-video w-full rounded-xl bg-slate-100 object-cover" />
      ) : null}
      <LockedPostNotice post={post} canUpgrade={canUpgrade} lockedText={t("video.preview.locked", { tier })} />
    </div>
  );
}
