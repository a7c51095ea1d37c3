// Cards of posts in a responsive grid; 'Watch now' opens the post in the content viewer, as does a
// link that names one post.
import { lazy, Suspense, useState } from "react";
import { SkeletonCard } from "../../ui/skeleton";
import { ContentCard } from "./content-card";
import type { PostCard } from "./queries";
import { useReturnFocus } from "./use-return-focus";

// Radix comes with the viewer, only once someone opens a post.
const ContentViewer = lazy(() => import("./content-viewer").then((module) => ({ default: module.ContentViewer })));

export const contentGridClasses = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

export function ContentGrid({
  posts,
  showCreator,
  canUpgrade,
  linked,
  onLinkedClose,
}: {
  posts: PostCard[];
  showCreator?: boolean;
  canUpgrade?: boolean;
  /** A post the address names (`?post=<id>`): opened once it has loaded. */
  linked?: PostCard | null;
  /** The viewer of the linked post closed (the page drops it from the address). */
  onLinkedClose?: () => void;
}) {
  const [opened, setOpened] = useState<PostCard | null>(null);
  // Mounted from the first opening on, so the dialog can close properly and hand focus back.
  const [hasOpened, setHasOpened] = useState(false);
  const [linkedShown, setLinkedShown] = useState<string | null>(null);
  const focus = useReturnFocus();
  const open = (post: PostCard) => {
    focus.remember();
    setHasOpened(true);
    setOpened(post);
  };
  // As the grid's own cards do: an open post, or a locked video's preview; and a locked post sold on
  // its own, where a checkout left unpaid returns (its viewer offers the purchase again).
  const isLinkedShown = linked && (!linked.isLocked || linked.type === "video" || linked.unlockPriceCents !== null);
  if (linked && isLinkedShown && linked.id !== linkedShown) {
    setLinkedShown(linked.id);
    setHasOpened(true);
    setOpened(linked);
  }
  const close = () => {
    if (opened && opened.id === linkedShown) onLinkedClose?.();
    setOpened(null);
  };
  return (
    <>
      <ul className={contentGridClasses}>
        {posts.map((post) => (
          <li key={post.id}>
            <ContentCard post={post} onOpen={open} showCreator={showCreator} canUpgrade={canUpgrade} />
          </li>
        ))}
      </ul>
      {hasOpened && (
        <Suspense fallback={null}>
          <ContentViewer post={opened} onClose={close} returnFocus={focus.restore} canUpgrade={canUpgrade ?? true} />
        </Suspense>
      )}
    </>
  );
}

const cardLines = [
  "h-3 w-24 rounded bg-slate-100",
  "h-4 w-40 rounded bg-slate-200",
  "h-3 w-full rounded bg-slate-100",
  "mt-4 h-8 rounded-lg bg-slate-200",
];

export function ContentCardSkeleton() {
  return (
    <SkeletonCard
      className="border border-slate-200 shadow-sm"
      cover="aspect-video bg-slate-200"
      lines={cardLines}
      linesClassName="space-y-2 p-4"
    />
  );
}

export function ContentGridSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={contentGridClasses}>
        {Array.from({ length: count }, (_, index) => (
          <ContentCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
