// /dashboard/influencer/posts: the creator's posts, drafts included, newest first; each opens in the
// content viewer, can be edited, or deleted after confirmation.
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";
import { ContentEmpty } from "./content-empty";
import { ContentViewer } from "./content-viewer";
import { DeletePostDialog } from "./delete-post-dialog";
import { PagedList } from "../../ui/paged-list";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { OwnPostRow } from "./own-post-row";
import { PostEditDialog } from "./post-edit-dialog";
import { useOwnPosts, useUpdatePost, type OwnPost } from "./queries";
import { useReturnFocus } from "./use-return-focus";
import { useTimedNotice } from "../../lib/use-timed-notice";

const CREATE_POST_PATH = "/dashboard/influencer/create-post";
// Spec: success notices (post deleted) vanish after 3 s.
const NOTICE_MS = 3000;

function RowSkeleton() {
  return (
    <SkeletonRow
      className="flex-col gap-4 p-4 sm:flex-row sm:items-center sm:px-5"
      lead="aspect-video w-full rounded-xl bg-slate-200 sm:w-44"
      lines={["h-4 w-24 rounded-full bg-slate-100", "h-4 w-48 rounded bg-slate-200", "h-3 w-40 rounded bg-slate-100"]}
    />
  );
}

const listClasses = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

export function MyPostsPage() {
  const { t } = useTranslation();
  const posts = useOwnPosts();
  const [opened, setOpened] = useState<OwnPost | null>(null);
  const [editing, setEditing] = useState<OwnPost | null>(null);
  const [deleting, setDeleting] = useState<OwnPost | null>(null);
  const notice = useTimedNotice<"deleted" | "saved">(NOTICE_MS);
  const update = useUpdatePost();
  const [publishFailed, setPublishFailed] = useState(false);
  const publishNow = (post: OwnPost) => {
    setPublishFailed(false);
    update.mutate(
      { id: post.id, edit: { status: "published" } },
      { onSuccess: () => notice.show("saved"), onError: () => setPublishFailed(true) },
    );
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus(useCallback(() => heading.current, []));
  // Each action remembers its button, so closing the dialog puts focus back on it.
  const withFocus = (action: (post: OwnPost) => void) => (post: OwnPost) => {
    focus.remember();
    action(post);
  };

  return (
    <div className="space-y-6">
      <title>{t("content.myPosts.documentTitle")}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-brand-700">{t("content.eyebrow")}</p>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
          >
            {t("content.myPosts.title")}
          </h1>
          <p className="mt-2 text-slate-600">{t("content.myPosts.intro")}</p>
        </div>
        <ButtonLink to={CREATE_POST_PATH} className="shrink-0">
          {t("content.myPosts.create")}
        </ButtonLink>
      </header>
      {publishFailed && <Alert tone="error">{t("content.errors.publishNow")}</Alert>}
      {notice.notice && (
        <Alert tone="success">{t(notice.notice === "deleted" ? "content.delete.done" : "content.edit.done")}</Alert>
      )}
      <section aria-labelledby="my-posts-list-title">
        <h2 id="my-posts-list-title" className="sr-only">
          {t("content.myPosts.listTitle")}
        </h2>
        <PagedList
          query={posts}
          itemsOf={(pages) => pages.flatMap((page) => page.posts)}
          loading={
            <LoadingList label={t("content.myPosts.loading")} className={listClasses} count={3} row={<RowSkeleton />} />
          }
          loadFailed={t("content.errors.loadPosts")}
          empty={
            <ContentEmpty title={t("content.myPosts.empty.title")} text={t("content.myPosts.empty.text")}>
              <ButtonLink to={CREATE_POST_PATH}>{t("content.myPosts.create")}</ButtonLink>
            </ContentEmpty>
          }
          loadMoreLabel={t("content.myPosts.loadMore")}
        >
          {(items) => (
            <ul className={listClasses}>
              {items.map((post) => (
                <li key={post.id}>
                  <OwnPostRow
                    post={post}
                    onOpen={withFocus(setOpened)}
                    onEdit={withFocus(setEditing)}
                    onDelete={withFocus(setDeleting)}
                    onPublishNow={publishNow}
                    isPublishing={update.isPending && update.variables?.id === post.id}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
      <ContentViewer post={opened} onClose={() => setOpened(null)} returnFocus={focus.restore} />
      <PostEditDialog
        post={editing}
        onClose={() => setEditing(null)}
        returnFocus={focus.restore}
        onSaved={() => {
          setEditing(null);
          notice.show("saved");
        }}
      />
      <DeletePostDialog
        post={deleting}
        onClose={() => setDeleting(null)}
        returnFocus={focus.restore}
        onDeleted={() => {
          focus.forget();
          setDeleting(null);
          notice.show("deleted");
        }}
      />
    </div>
  );
}
