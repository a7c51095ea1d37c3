// A post opened in a dialog: the video player, the picture or gallery of pictures, or the text. Focus stays inside,
// Escape or the close button closes it. Opening it counts a view; the heart saves it to favorites; a
// member may tip its creator. A locked post (a link to one sold on its own) says whom it is for.
import * as Dialog from "@radix-ui/react-dialog";
import { Suspense, useEffect } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { Avatar } from "../../ui/avatar";
import { DialogCloseButton, ModalFrame } from "../../ui/dialog";
import { FavoriteButton } from "./favorite-button";
import { formatPostDate } from "./format";
import { ImageGallery } from "./image-gallery";
import { LockedPostNotice } from "./locked-post-notice";
import { PostTierBadge } from "./post-tier-badge";
import { useRecordView, type PostCard } from "./queries";
import { PostVideo } from "./video/post-video";
import { usePostTranslation } from "../translation";
import { usePostSlots } from "./post-slots";
import { useSession } from "../../lib/session";
import "./viewer.css";

function PostBody({ post, canUpgrade }: { post: PostCard; canUpgrade?: boolean }) {
  const { t } = useTranslation();
  if (post.type === "video") return <PostVideo key={post.id} post={post} canUpgrade={canUpgrade} />;
  if (post.isLocked)
    return (
      <div className="space-y-3">
        {post.thumbnailUrl && (
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-100">
            {/* The server's teaser, small and blurred already; scaling hides its edges. */}
            <img src={post.thumbnailUrl} alt="" className="h-full w-full scale-110 object-cover blur-sm" />
          </div>
        )}
        <LockedPostNotice
          post={post}
          canUpgrade={canUpgrade ?? true}
          lockedText={t("content.viewer.locked", { tier: t(`content.badge.${post.requiredTier}`) })}
        />
      </div>
    );
  if (post.type === "image") {
    if (post.imageUrls && post.imageUrls.length > 1)
      return <ImageGallery key={post.id} urls={post.imageUrls} title={post.title} />;
    return post.mediaUrl ? (
      <img
        src={post.mediaUrl}
        alt={post.title}
        className="max-h-[70vh] w-full rounded-xl bg-slate-100 object-contain"
      />
    ) : (
      <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">{t("content.viewer.noMedia")}</p>
    );
  }
  return null;
}

interface ContentViewerProps {
  post: PostCard | null;
  onClose(): void;
  /** Puts focus back where it was before the viewer opened. */
  returnFocus(): void;
  /** Whether a locked post's preview offers the upgrade (not to creators, nor on one's own posts). */
  canUpgrade?: boolean;
}

export function ContentViewer({ post, onClose, returnFocus, canUpgrade }: ContentViewerProps) {
  const { t, i18n } = useTranslation();
  const { mutate: recordView } = useRecordView();
  const postId = post && !post.isLocked ? post.id : null;
  const translated = usePostTranslation(post);
  const { ReportButton, TipButton } = usePostSlots();
  // Members tip the creator of the post they are reading; a visitor's viewer never loads the button.
  const isMember = useSession().data?.role === "follower";

  useEffect(() => {
    if (postId) recordView(postId);
  }, [postId, recordView]);

  return (
    <ModalFrame
      isOpen={post !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      backdrop="dark"
      aria-describedby={undefined}
      className="max-h-[92vh] w-[min(94vw,56rem)] overflow-y-auto"
    >
      {post && (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 p-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900 sm:text-xl">{translated.title}</Dialog.Title>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <Link
                  to={`/influencer/${encodeURIComponent(post.creator.username)}`}
                  onClick={onClose}
                  className="flex items-center gap-1.5 font-semibold text-slate-700 hover:text-brand-700"
                >
                  <Avatar name={post.creator.username} urls={post.creator.avatarUrls} alt="" size="sm" />@
                  {post.creator.username}
                </Link>
                <span>{t(`content.categories.${post.category}`)}</span>
                {post.publishedAt && <span>{formatPostDate(post.publishedAt, i18n.language)}</span>}
                {post.requiredTier !== "rookie" && <PostTierBadge tier={post.requiredTier} />}
              </div>
            </div>
            <div className="flex shrink-0 items-start gap-2">
              <FavoriteButton post={post} className="pt-1" />
              <DialogCloseButton label={t("common.close")} />
            </div>
          </div>
          <div className="space-y-4 p-4 sm:p-6">
            <PostBody post={post} canUpgrade={canUpgrade} />
            {translated.bar}
            {translated.description && <p className="whitespace-pre-line text-slate-800">{translated.description}</p>}
            {(ReportButton || (TipButton && isMember)) && (
              <div className="flex flex-wrap items-center justify-between gap-3">
                {TipButton && isMember && (
                  <Suspense fallback={null}>
                    <TipButton
                      creator={{ username: post.creator.username, name: post.creator.username }}
                      place="post"
                      postId={post.id}
                      size="sm"
                    />
                  </Suspense>
                )}
                {ReportButton && (
                  <Suspense fallback={null}>
                    <ReportButton
                      subject={{
                        subject: "post",
                        postId: post.id,
                        title: post.title,
                        creator: post.creator.username,
                      }}
                    />
                  </Suspense>
                )}
              </div>
            )}
          </div>
        </>
      )}
    </ModalFrame>
  );
}
