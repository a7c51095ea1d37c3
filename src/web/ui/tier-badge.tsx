// A membership tier as a badge: FREE, PRO or ALL STAR ("None" when the follower has no active membership).
import clsx from "clsx";
import { useTranslation } from "../i18n";
import type { Tier } from "../../domain/memberships";

export type BadgeLevel = Tier | "none";

const tones: Record<BadgeLevel, string> = {
  rookie: "bg-slate-100 text-slate-800 ring-slate-300",
  pro: "bg-brand-50 text-brand-700 ring-brand-500/40",
  all_star: "bg-amber-100 text-amber-900 ring-amber-400",
  none: "bg-white text-slate-600 ring-slate-300",
};

const sizes = {
  sm: "px-2.5 py-0.5 text-xs",
  lg: "px-3.5 py-1 text-base",
};

export function TierBadge({
  tier,
  size = "sm",
  className,
}: {
  tier: BadgeLevel;
  size?: keyof typeof sizes;
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
      {t(`memberships.tier.${tier}`)}
    </span>
  );
}
