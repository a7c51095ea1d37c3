// A post in a grid: picture, tier badge, creator, title, description, category, and the way in:
// 'Watch now' when the viewer may see it, 'Upgrade to watch' when it is locked (and 'Unlock for
// $4.99' when its creator also sells it on its own), and for a locked video 'Watch preview' (its
// first seconds, with what the tier unlocks). A signed-in follower also gets the heart that saves
// it to their favorites; the creator sees which of their posts are sold on their own.
import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { FavoriteButton } from "./favorite-button";
import { useSession } from "../../lib/session";
import { Avatar } from "../../ui/avatar";
import { Button, ButtonLink } from "../../ui/button";
import { formatDuration } from "./format";
import { PayPerViewBadge } from "./pay-per-view-badge";
import { PostThumbnail } from "./post-thumbnail";
import { PostTierBadge } from "./post-tier-badge";
import { ReleaseNoticeLine } from "./release-notice";
import type { PostCard } from "./queries";
import { UnlockOffer } from "./unlock-offer";

interface ContentCardProps {
  post: PostCard;
  onOpen(post: PostCard): void;
  /** Hides the creator line where every card is by the same creator (their profile). */
  showCreator?: boolean;
  /** Visitors and followers may upgrade; a creator looking at another creator's page may not. */
  canUpgrade?: boolean;
}

export function ContentCard({ post, onOpen, showCreator = true, canUpgrade = true }: ContentCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const profilePath = `/influencer/${encodeURIComponent(post.creator.username)}`;
  const upgradePath = `/subscription/${encodeURIComponent(post.creator.username)}?tier=${post.requiredTier}`;
  const viewerName = useSession().data?.username;
  const isOwn = viewerName !== undefined && viewerName.toLowerCase() === post.creator.username.toLowerCase();

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <PostThumbnail type={post.type} url={post.thumbnailUrl} isLocked={post.isLocked}>
        {post.requiredTier !== "rookie" && <PostTierBadge tier={post.requiredTier} className="absolute top-3 left-3" />}
        {post.type === "video" && post.durationSeconds !== null && (
          <span className="absolute right-3 bottom-3 rounded bg-slate-950/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
            {formatDuration(post.durationSeconds)}
          </span>
        )}
        {post.imageCount > 1 && (
          <span className="absolute right-3 bottom-3 rounded bg-slate-950/75 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t("content.gallery.badge", { count: post.imageCount })}
          </span>
        )}
      </PostThumbnail>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {showCreator && (
          <Link
            to={profilePath}
            className="flex w-fit items-center gap-2 rounded text-sm font-semibold text-slate-700 hover:text-brand-700"
          >
            <Avatar name={post.creator.username} urls={post.creator.avatarUrls} alt="" size="sm" />@
            {post.creator.username}
          </Link>
        )}
        <h3 id={titleId} className="line-clamp-2 font-bold text-slate-900">
          {post.title}
        </h3>
        {post.description && <p className="line-clamp-2 text-sm text-slate-600">{post.description}</p>}
        {post.isLocked && post.opensAt && <ReleaseNoticeLine opensAt={post.opensAt} />}
        <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-500">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {t(`content.categories.${post.category}`)}
          </span>
          <span>{t(`content.types.${post.type}`)}</span>
          {isOwn && post.unlockPriceCents !== null && <PayPerViewBadge cents={post.unlockPriceCents} />}
        </p>
        <div className="mt-auto flex items-start gap-2 pt-2">
          <div className="min-w-0 flex-1">
            {!post.isLocked ? (
              <Button
                size="sm"
                className="w-full"
                onClick={() => onOpen(post)}
                aria-label={t(`content.card.open.${post.type}Named`, { title: post.title })}
              >
                <ContentActionIcon />
                {t(`content.card.open.${post.type}`)}
              </Button>
            ) : canUpgrade ? (
              <>
                <UnlockOffer post={post} className="mb-2" />
                <ButtonLink
                  to={upgradePath}
                  variant="secondary"
                  size="sm"
                  className="w-full"
                  aria-label={t("content.card.upgradeNamed", { title: post.title })}
                >
                  {t("content.card.upgrade")}
                </ButtonLink>
              </>
            ) : (
              <p className="rounded-lg bg-slate-100 px-3 py-1.5 text-center text-sm font-semibold text-slate-600">
                {t("content.card.lockedFor", { tier: t(`content.badge.${post.requiredTier}`) })}
              </p>
            )}
            {post.isLocked && post.type === "video" && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 w-full"
                onClick={() => onOpen(post)}
                aria-label={t("video.preview.openNamed", { title: post.title })}
              >
                {t("video.preview.open")}
              </Button>
            )}
          </div>
          <FavoriteButton post={post} />
        </div>
      </div>
    </article>
  );
}

function ContentActionIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="h-4 w-4">
      <path d="M7 4.5v15l12-7.5-12-7.5Z" />
    </svg>
  );
}
