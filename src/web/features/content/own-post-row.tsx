// One of the creator's posts in My Posts: picture, title, status, tier and pay-per-view price,
// figures and its actions.
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { HiddenPostNotice } from "./hidden-post-notice";
import { PayPerViewBadge } from "./pay-per-view-badge";
import { ContentIcon } from "./content-icons";
import { formatDuration, formatPostDate } from "./format";
import { PostThumbnail } from "./post-thumbnail";
import { PostTierBadge } from "./post-tier-badge";
import type { OwnPost } from "./queries";
import { VideoProcessingStatus } from "./video/video-processing-status";

interface OwnPostRowProps {
  post: OwnPost;
  onOpen(post: OwnPost): void;
  onEdit(post: OwnPost): void;
  onDelete(post: OwnPost): void;
  /** Publishes a scheduled post at once. */
  onPublishNow(post: OwnPost): void;
  isPublishing?: boolean;
}

const statusClasses = {
  draft: "bg-amber-100 text-amber-900",
  scheduled: "bg-sky-100 text-sky-900",
  published: "bg-green-100 text-green-900",
  processing: "bg-violet-100 text-violet-900",
} as const;

const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export function OwnPostRow({ post, onOpen, onEdit, onDelete, onPublishNow, isPublishing }: OwnPostRowProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const isDraft = post.status === "draft";
  const isScheduled = post.status === "scheduled";
  const isProcessing = post.status === "processing";
  const steps = [
    post.opensToProAfterDays !== null && t("content.myPosts.stepPro", { count: post.opensToProAfterDays }),
    post.opensToEveryoneAfterDays !== null &&
      t("content.myPosts.stepEveryone", { count: post.opensToEveryoneAfterDays }),
  ].filter(Boolean);
  const date = isDraft || isProcessing ? post.updatedAt : (post.publishedAt ?? post.createdAt);

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:px-5">
      <div className="w-full shrink-0 overflow-hidden rounded-xl sm:w-44">
        <PostThumbnail type={post.type} url={post.thumbnailUrl} isLocked={false}>
          {post.type === "video" && post.durationSeconds !== null && (
            <span className="absolute right-2 bottom-2 rounded bg-slate-950/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
              {formatDuration(post.durationSeconds)}
            </span>
          )}
        </PostThumbnail>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${statusClasses[post.status]}`}>
            {t(`content.status.${post.status}`)}
          </span>
          <PostTierBadge tier={post.requiredTier} />
          {post.unlockPriceCents !== null && <PayPerViewBadge cents={post.unlockPriceCents} />}
        </div>
        <h3 id={titleId} className="truncate font-bold text-slate-900">
          {post.title}
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{t(`content.types.${post.type}`)}</span>
          <span>{t(`content.categories.${post.category}`)}</span>
          {isScheduled && post.scheduledFor ? (
            <span className="font-semibold text-sky-900">
              {t("content.myPosts.scheduledFor", { date: formatDateTime(post.scheduledFor, i18n.language) })}
            </span>
          ) : (
            <span>
              {t(isDraft || isProcessing ? "content.myPosts.edited" : "content.myPosts.published", {
                date: formatPostDate(date, i18n.language),
              })}
            </span>
          )}
          {post.status === "published" && <span>{t("content.myPosts.views", { count: post.viewCount })}</span>}
          {post.status === "published" && <span>{t("content.myPosts.favorites", { count: post.favoriteCount })}</span>}
        </p>
        {steps.length > 0 && (
          <p className="text-sm text-slate-600">{t("content.myPosts.stepDown", { steps: steps.join(", ") })}</p>
        )}
        {post.video && <VideoProcessingStatus video={post.video} compact />}
        <HiddenPostNotice isHidden={post.isHidden} reason={post.hiddenReason} />
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {isScheduled && (
          <Button
            size="sm"
            isLoading={isPublishing}
            onClick={() => onPublishNow(post)}
            aria-label={t("content.myPosts.publishNowNamed", { title: post.title })}
          >
            {t("content.myPosts.publishNow")}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onOpen(post)}
          aria-label={t("content.myPosts.viewNamed", { title: post.title })}
        >
          <ContentIcon name="eye" className="h-4 w-4" />
          {t("content.myPosts.view")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(post)}
          aria-label={t("content.myPosts.editNamed", { title: post.title })}
        >
          <ContentIcon name="pencil" className="h-4 w-4" />
          {t("content.myPosts.edit")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(post)}
          aria-label={t("content.myPosts.deleteNamed", { title: post.title })}
          className="text-red-700 hover:bg-red-50"
        >
          <ContentIcon name="trash" className="h-4 w-4" />
          {t("common.delete")}
        </Button>
      </div>
    </article>
  );
}
