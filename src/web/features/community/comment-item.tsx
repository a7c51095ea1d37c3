// One comment under a community post: who, when, the words, and remove or report.
import { useTranslation } from "../../i18n";
import { useDeleteComment, type CommunityComment } from "./queries";
import { RemoveButton } from "./remove-button";
import { ReportItemButton } from "./report-item-button";
import { useFormatTime } from "./use-format-time";

export function CommentItem({ comment }: { comment: CommunityComment }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const remove = useDeleteComment();
  const author = `@${comment.author.username}`;
  return (
    <li className="rounded-lg bg-slate-50 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{comment.author.name}</span>
        <span>{author}</span>
        {comment.isByCreator && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 font-bold text-brand-800">
            {t("community.post.creator")}
          </span>
        )}
        <time dateTime={comment.createdAt}>{formatTime(comment.createdAt)}</time>
      </div>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{comment.body}</p>
      {(comment.canDelete || comment.canReport) && (
        <div className="mt-1 flex flex-wrap gap-1">
          {comment.canDelete && (
            <RemoveButton
              what="comment"
              author={author}
              isPending={remove.isPending}
              error={remove.error}
              onReset={remove.reset}
              onRemove={(done) => remove.mutate(comment.id, { onSuccess: done })}
            />
          )}
          {comment.canReport && <ReportItemButton subject="comment" id={comment.id} author={author} />}
        </div>
      )}
    </li>
  );
}
