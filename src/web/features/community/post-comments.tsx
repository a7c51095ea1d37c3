// A post's comments, oldest first in pages, and the box to add one (or why there is none).
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { PagedList } from "../../ui/paged-list";
import { CommentComposer } from "./comment-composer";
import { CommentItem } from "./comment-item";
import { useComments, type CommunityPost } from "./queries";

export function PostComments({ post, canWrite }: { post: CommunityPost; canWrite: boolean }) {
  const { t } = useTranslation();
  const comments = useComments(post.id);
  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      <PagedList
        query={comments}
        itemsOf={(pages) => pages.flatMap((page) => page.comments)}
        loading={<LoadingLine label={t("community.comments.loading")} />}
        loadFailed={t("community.comments.loadFailed")}
        empty={<p className="text-sm text-slate-600">{t("community.comments.empty")}</p>}
        loadMoreLabel={t("community.comments.more")}
      >
        {(items) => (
          <ul className="space-y-2" aria-label={t("community.comments.title")}>
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </PagedList>
      {post.commentsClosed ? (
        <p className="text-sm font-medium text-slate-600">{t("community.comments.closed")}</p>
      ) : (
        canWrite && <CommentComposer postId={post.id} />
      )}
    </div>
  );
}
