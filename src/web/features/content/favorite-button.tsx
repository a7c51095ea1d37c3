// The heart on a post: saves it to the member's favorites or takes it out. Shown to signed-in
// followers on posts they may open (and on a saved post that has since locked, to take it out).
// It changes at once and turns back, with a message, when the server refuses.
import clsx from "clsx";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { useSession } from "../../lib/session";
import type { PostCard } from "./queries";
import { useToggleFavorite } from "./favorites-queries";

const HEART =
  "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z";

interface FavoriteButtonProps {
  post: PostCard;
  className?: string;
}

export function FavoriteButton({ post, className }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const { mutate, isPending } = useToggleFavorite(post.id);
  // The heart's own answer until the post it was given says otherwise (the same post changed
  // in another list or in the viewer); the viewer's post is a copy that never changes.
  const [override, setOverride] = useState<boolean | null>(null);
  const [givenState, setGivenState] = useState(post.isFavorited);
  if (givenState !== post.isFavorited) {
    setGivenState(post.isFavorited);
    setOverride(null);
  }
  const isFavorited = override ?? post.isFavorited === true;
  const [error, setError] = useState<string | null>(null);
  // A locked post's heart stays after it was taken out, so focus does not vanish with it.
  const [wasToggled, setWasToggled] = useState(false);

  // The field comes only with a signed-in answer; a creator's account cannot save posts.
  if (user?.role !== "follower" || post.isFavorited === undefined) return null;
  if (post.isLocked && !isFavorited && !wasToggled) return null;

  const toggle = () => {
    // Never ignored while the last change is on its way: the changes queue (useToggleFavorite).
    const favorite = !isFavorited;
    setOverride(favorite);
    setWasToggled(true);
    setError(null);
    mutate(
      { postId: post.id, favorite },
      {
        onError: (failure) => {
          setOverride(!favorite);
          setError(
            t(
              failure instanceof ApiError && failure.code === "membership_required"
                ? "content.favorite.errors.locked"
                : "content.favorite.errors.failed",
            ),
          );
        },
      },
    );
  };

  return (
    <div className={clsx("flex flex-col items-end gap-1", className)}>
      <button
        type="button"
        aria-pressed={isFavorited}
        aria-label={t(isFavorited ? "content.favorite.removeNamed" : "content.favorite.saveNamed", {
          title: post.title,
        })}
        title={t(isFavorited ? "content.favorite.remove" : "content.favorite.save")}
        onClick={toggle}
        aria-busy={isPending}
        className={clsx(
          "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border transition-colors",
          isFavorited
            ? "border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100"
            : "border-slate-300 bg-white text-slate-600 hover:bg-slate-100",
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill={isFavorited ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        >
          <path d={HEART} />
        </svg>
      </button>
      {error && (
        <p role="alert" className="max-w-48 text-right text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
