// A tier as a badge: FREE, PRO or ALL STAR ("None" when a follower has no active membership).
// Soft for a member's tier, solid for what a post requires; the words come from the caller's
// strings (each page loads only its own locale part).
import clsx from "clsx";
import { useTranslation } from "../i18n";
import type { Tier } from "../../domain/memberships";

export type BadgeLevel = Tier | "none";

const tones = {
  soft: {
    rookie: "bg-slate-100 text-slate-800 ring-slate-300",
    pro: "bg-brand-50 text-brand-700 ring-brand-500/40",
    all_star: "bg-amber-100 text-amber-900 ring-amber-400",
    none: "bg-white text-slate-600 ring-slate-300",
  },
  solid: {
    rookie: "bg-white text-slate-800 ring-slate-300",
    pro: "bg-brand-600 text-white ring-brand-700",
    all_star: "bg-amber-400 text-amber-950 ring-amber-500",
    none: "bg-white text-slate-600 ring-slate-300",
  },
} satisfies Record<string, Record<BadgeLevel, string>>;

const sizes = {
  sm: "px-2.5 py-0.5 text-xs",
  lg: "px-3.5 py-1 text-base",
};

/** Where the badge's words are: `${labels}.rookie`, `.pro`, `.all_star` (and `.none`). */
type Labels = "memberships.tier" | "content.badge" | "creatorProfile.tiers.badge";

export function TierBadge({
  tier,
  size = "sm",
  tone = "soft",
  labels = "memberships.tier",
  className,
}: {
  tier: BadgeLevel;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  labels?: Labels;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center rounded-full font-extrabold tracking-wide whitespace-nowrap ring-1",
        tier !== "none" && "uppercase",
        tones[tone][tier],
        sizes[size],
        className,
      )}
    >
      {t(`${labels}.${tier}`)}
    </span>
  );
}
