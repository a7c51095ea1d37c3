// A post's tier as a badge: PRO or ALL STAR (FREE only where every tier is listed, like My Posts).
import type { Tier } from "../../../domain/memberships";
import { TierBadge } from "../../ui/tier-badge";

export const PostTierBadge = ({ tier, className }: { tier: Tier; className?: string }) => (
  <TierBadge tier={tier} tone="solid" labels="content.badge" className={className} />
);
