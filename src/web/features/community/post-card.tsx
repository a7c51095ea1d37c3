// One community post: who wrote it and when, a Pinned mark, the text and pictures, the clap, the
// comments (opened on demand), and what the reader may do with it.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { PostComments } from "./post-comments";
import { PostImages } from "./post-images";
import { PostModeration } from "./post-moderation";
import { useDeletePost, useReaction, type CommunityAccess, type CommunityPost } from "./queries";
import { RemoveButton } from "./remove-button";
import { ReportItemButton } from "./report-item-button";
import { useFormatTime } from "./use-format-time";

export function PostCard({ post, access }: { post: CommunityPost; access: CommunityAccess }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formatTime = useFormatTime();
  const reaction = useReaction();
  const remove = useDeletePost();
  const [showComments, setShowComments] = useState(false);
  const author = `@${post.author.username}`;
  const commentsId = `${titleId}-comments`;

  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {post.author.name} <span className="font-normal text-slate-600">{author}</span>
        </h3>
        {post.isByCreator && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">
            {t("community.post.creator")}
          </span>
        )}
        {post.isPinned && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            {t("community.post.pinned")}
          </span>
        )}
        <time dateTime={post.createdAt} className="text-xs text-slate-600">
          {formatTime(post.createdAt)}
        </time>
      </header>
      <p className="break-words whitespace-pre-wrap text-slate-800">{post.body}</p>
      <PostImages images={post.images} author={author} />
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant={post.reacted ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={post.reacted}
          isLoading={reaction.isPending}
          onClick={() => reaction.mutate({ postId: post.id, reacted: !post.reacted })}
        >
          <span aria-hidden="true">👏</span>
          {t("community.post.clap", { count: post.reactionCount })}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showComments}
          aria-controls={commentsId}
          onClick={() => setShowComments((shown) => !shown)}
        >
          {t("community.post.comments", { count: post.commentCount })}
        </Button>
        {access.canModerate && <PostModeration post={post} />}
        {post.canDelete && (
          <RemoveButton
            what="post"
            author={author}
            isPending={remove.isPending}
            error={remove.error}
            onReset={remove.reset}
            onRemove={(done) => remove.mutate(post.id, { onSuccess: done })}
          />
        )}
        {post.canReport && <ReportItemButton subject="post" id={post.id} author={author} />}
      </div>
      {post.commentsClosed && !showComments && (
        <p className="text-xs font-medium text-slate-600">{t("community.comments.closed")}</p>
      )}
      <div id={commentsId}>{showComments && <PostComments post={post} canWrite={access.canWrite} />}</div>
    </article>
  );
}
