// A post's tier as a badge: PRO or ALL STAR (FREE only where every tier is listed, like My Posts).
import type { Tier } from "../../../domain/memberships";
import { TierBadge } from "../../ui/tier-badge";

/** Solid, so a post's lock stands out on its thumbnail. */
const postTones: Record<Tier, string> = {
  rookie: "bg-white text-slate-800 ring-slate-300",
  pro: "bg-brand-600 text-white ring-brand-700",
  all_star: "bg-amber-400 text-amber-950 ring-amber-500",
};

export const PostTierBadge = ({ tier, className }: { tier: Tier; className?: string }) => (
  <TierBadge tier={tier} tones={postTones} labels="content.badge" className={className} />
);
