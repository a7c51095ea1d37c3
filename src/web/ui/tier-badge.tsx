// A tier as a badge: FREE, PRO or ALL STAR ("None" when a follower has no active membership).
// The words come from the caller's strings (each page loads only its own locale part).
import clsx from "clsx";
import { useTranslation } from "../i18n";
import type { Tier } from "../../domain/memberships";

export type BadgeLevel = Tier | "none";

/** A member's tier, softly coloured; a post's required tier brings its own solid tones. */
const memberTones: Record<BadgeLevel, string> = {
  rookie: "bg-slate-100 text-slate-800 ring-slate-300",
  pro: "bg-brand-50 text-brand-700 ring-brand-500/40",
  all_star: "bg-amber-100 text-amber-900 ring-amber-400",
  none: "bg-white text-slate-600 ring-slate-300",
};

const sizes = {
  sm: "px-2.5 py-0.5 text-xs",
  lg: "px-3.5 py-1 text-base",
};

/** Where the badge's words are: `${labels}.rookie`, `.pro`, `.all_star` (and `.none`). */
type Labels = "memberships.tier" | "content.badge" | "creatorProfile.tiers.badge";

export function TierBadge({
  tier,
  size = "sm",
  tones = memberTones,
  labels = "memberships.tier",
  className,
}: {
  tier: BadgeLevel;
  size?: keyof typeof sizes;
  tones?: Record<Tier, string> & Partial<Record<"none", string>>;
  labels?: Labels;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center rounded-full font-extrabold tracking-wide whitespace-nowrap ring-1",
        tier !== "none" && "uppercase",
        tones[tier],
        sizes[size],
        className,
      )}
    >
      {t(`${labels}.${tier}`)}
    </span>
  );
}
