// What a locked post offers besides its tier when its creator also sells it on its own: a member
// gets "Unlock for $4.99" (the page's slot: its code and strings load with the first one shown)
// and a word on what the tier opens; a visitor sees the price and the way to log in. Callers show
// it only where the viewer may pay (not to creators, nor while the creator takes no payments).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { loginReturningTo } from "../../lib/login-link";
import { sessionQuery, useSession } from "../../lib/session";
import { usePostSlots } from "./post-slots";
import { contentKeys, type PostCard } from "./queries";

export function UnlockOffer({ post, className }: { post: PostCard; className?: string }) {
  if (!post.isLocked || post.unlockPriceCents === null) return null;
  return <Offer post={post} price={post.unlockPriceCents} className={className} />;
}

function Offer({ post, price, className }: { post: PostCard; price: number; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const queryClient = useQueryClient();
  const { UnlockButton } = usePostSlots();
  if (session.isPending) return null;

  if (!session.data)
    return (
      <p className={clsx("text-xs text-slate-600", className)}>
        {t("content.unlock.visitorPrice", { price: format.money(price) })}{" "}
        <Link
          // Back to the post after logging in, as a checkout left unpaid returns (domain's unlockReturnPath,
          // not imported here: its module brings zod along, which a visitor's cards do without).
          to={loginReturningTo(
            `/influencer/${encodeURIComponent(post.creator.username.toLowerCase())}?post=${encodeURIComponent(post.id)}`,
          )}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("content.unlock.logIn")}
        </Link>
      </p>
    );
  if (session.data.role !== "follower" || !UnlockButton) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <UnlockButton
          post={{ id: post.id, title: post.title, unlockPriceCents: price }}
          onStale={() => void queryClient.invalidateQueries({ queryKey: contentKeys.all })}
        />
        <p className="mt-1 text-xs text-slate-600">
          {t("content.unlock.orJoin", { tier: t(`content.badge.${post.requiredTier}`) })}
        </p>
      </Suspense>
    </div>
  );
}

/** Whether the viewer gets the unlock button itself: a member, on a post for sale, where the page places it. */
export function useOffersUnlock(post: PostCard) {
  const isForSale = post.isLocked && post.unlockPriceCents !== null;
  // Only a post for sale needs to know who is looking.
  const { data: user } = useQuery({ ...sessionQuery, enabled: isForSale });
  const { UnlockButton } = usePostSlots();
  return isForSale && user?.role === "follower" && UnlockButton !== undefined;
}
