// The video's own settings in the post's edit dialog: the preview switch and the captions. Each
// is saved as soon as it changes, apart from the form's Save.
import { useTranslation } from "../../../i18n";
import { LoadError } from "../../../ui/load-error";
import { LoadingLine } from "../../../ui/loading-line";
import { CaptionsManager } from "./captions-manager";
import { PreviewToggle } from "./preview-toggle";
import { usePostVideo } from "./video-queries";

export function VideoSettings({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const video = usePostVideo(postId, { renewToken: false });
  return (
    <section aria-labelledby={`${postId}-video-settings`} className="space-y-4 border-t border-slate-200 pt-5">
      <h3 id={`${postId}-video-settings`} className="font-bold text-slate-900">
        {t("video.settings.title")}
      </h3>
      {video.isPending ? (
        <LoadingLine label={t("video.player.loading")} />
      ) : video.isError ? (
        <LoadError
          message={t("video.settings.loadFailed")}
          onRetry={() => void video.refetch()}
          isRetrying={video.isFetching}
        />
      ) : (
        <>
          {video.data.previewEnabled !== null && <PreviewToggle postId={postId} enabled={video.data.previewEnabled} />}
          <CaptionsManager postId={postId} captions={video.data.captions} />
        </>
      )}
    </section>
  );
}
