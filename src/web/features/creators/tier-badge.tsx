// A membership tier as a badge: FREE, PRO or ALL STAR.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import type { Tier } from "../../../domain/memberships";

const tones: Record<Tier, string> = {
  rookie: "bg-slate-100 text-slate-800 ring-slate-300",
  pro: "bg-brand-50 text-brand-700 ring-brand-500/40",
  all_star: "bg-amber-100 text-amber-900 ring-amber-400",
};

export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-extrabold tracking-wide uppercase ring-1",
        tones[tier],
        className,
      )}
    >
      {t(`creatorProfile.tiers.badge.${tier}`)}
    </span>
  );
}
