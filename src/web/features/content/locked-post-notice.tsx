// What the viewer says of a post the viewer's tier does not open: whom it is for and what that tier
// unlocks, with the way to it; and when its creator also sells it on its own, the way to buy just
// this post, which then comes first.
import type { PostCard } from "../../../domain/content";
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { UnlockOffer, useOffersUnlock } from "./unlock-offer";

interface LockedPostNoticeProps {
  post: PostCard;
  /** Whether the viewer may pay (not creators, nor while the creator takes no payments). */
  canUpgrade: boolean;
  /** Whom the post is for, worded for its kind ("The whole video is for PRO members."). */
  lockedText: string;
}

export function LockedPostNotice({ post, canUpgrade, lockedText }: LockedPostNoticeProps) {
  const { t } = useTranslation();
  const tier = t(`content.badge.${post.requiredTier}`);
  const upgradePath = `/subscription/${encodeURIComponent(post.creator.username)}?tier=${post.requiredTier}`;
  const offersUnlock = useOffersUnlock(post);
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-slate-800 ring-1 ring-slate-200">
      <p className="font-semibold">{lockedText}</p>
      <p className="mt-1 text-sm text-slate-600">{t(`video.preview.unlocks.${post.requiredTier}`)}</p>
      {canUpgrade ? (
        <div className="mt-3 flex flex-wrap items-start gap-x-3 gap-y-2">
          <UnlockOffer post={post} className={offersUnlock ? "min-w-0" : "w-full"} />
          <ButtonLink to={upgradePath} size="sm" variant={offersUnlock ? "secondary" : "primary"}>
            {t("video.preview.upgrade", { tier })}
          </ButtonLink>
        </div>
      ) : (
        <p className="mt-3 text-sm font-semibold text-slate-600">{t("content.card.lockedFor", { tier })}</p>
      )}
    </div>
  );
}
