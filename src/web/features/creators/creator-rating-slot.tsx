// Where a member's star rating goes on a creator's profile. The control loads only for a follower
// who holds an active membership with this creator; everyone else sees the average alone.
import { lazy, Suspense } from "react";
import type { PublicProfile } from "./public-profile";

const CreatorRating = lazy(() => import("./creator-rating").then((module) => ({ default: module.CreatorRating })));

export function CreatorRatingSlot({ profile }: { profile: PublicProfile }) {
  if (!profile.viewer.canFollow || profile.viewer.tier === null) return null;
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="mt-4 h-24 animate-pulse rounded-xl bg-slate-100 sm:max-w-md" />}
    >
      <CreatorRating profile={profile} />
    </Suspense>
  );
}
